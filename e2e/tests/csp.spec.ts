// Not through ./support/test: this spec breaks the policy on purpose, to see the browser enforce it.
import { expect, test } from '@playwright/test';

test('the pages’ policy blocks an injected inline script and eval in a real browser, and reports it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/csp-reports')) reports.push(request.postData() ?? '');
  });
  const response = await page.goto('/movies');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.addScriptTag({ content: 'window.injectedRan = true;' }).catch(() => undefined);
  const evalRan = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.evalRan = eval("true");';
    document.head.append(script);
    return (window as unknown as { evalRan?: boolean }).evalRan ?? false;
  });
  expect(
    await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
  ).toBeUndefined();
  expect(evalRan).toBe(false);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen))
    .toContain('script-src-elem');
  await expect.poll(() => reports.length).toBeGreaterThan(0);
});
