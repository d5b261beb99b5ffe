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

const styleNonceOf = (csp: string | undefined) =>
  /(?:^|;\s*)style-src ([^;]*)/.exec(csp ?? '')?.[1]?.match(/'nonce-([^']+)'/)?.[1];

test('styles: no unsafe-inline; a nonce new on every answer that the page’s own styles carry, and injected styles are blocked', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspSeen: string[] }).cspSeen = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  const response = await page.goto('/movies');
  const csp = response?.headers()['content-security-policy'];
  const styleSrc = /(?:^|;\s*)style-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
  expect(styleSrc).not.toContain("'unsafe-inline'");
  const nonce = styleNonceOf(csp);
  expect(nonce).toBeTruthy();
  // Another answer of the same page, and the landing document, each get their own.
  const again = styleNonceOf((await request.get('/movies')).headers()['content-security-policy']);
  const landing = styleNonceOf((await request.get('/')).headers()['content-security-policy']);
  expect(new Set([nonce, again, landing]).size).toBe(3);

  // The page's own stylesheets (React's, drawn without the UI kit) carry the nonce; so do Chakra's
  // (emotion's) once a part drawn with the kit opens: the drawer, at a phone's width.
  const pageStyles = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('style')].map((style) => ({
        nonce: style.nonce,
        emotion: style.hasAttribute('data-emotion'),
        react: style.hasAttribute('data-precedence'),
      })),
    );
  await page.waitForSelector('style[data-precedence]', { state: 'attached' });
  const plain = await pageStyles();
  expect(plain.some((style) => style.react)).toBe(true);
  for (const style of plain) expect(style.nonce).toBe(nonce);
  await page.setViewportSize({ width: 412, height: 900 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const withKit = await pageStyles();
  expect(withKit.some((style) => style.emotion)).toBe(true);
  for (const style of withKit) expect(style.nonce).toBe(nonce);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // An injected <style> without the nonce, and a style attribute in injected markup, do nothing.
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
    document.head.append(style);
    const holder = document.createElement('div');
    holder.innerHTML = '<p id="injected" style="color: rgb(4, 5, 6)">x</p>';
    document.body.append(holder);
    const injected = document.getElementById('injected') as HTMLElement;
    return { outline: getComputedStyle(document.body).outlineWidth, color: getComputedStyle(injected).color };
  });
  expect(applied.outline).not.toBe('7px');
  expect(applied.color).not.toBe('rgb(4, 5, 6)');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { cspSeen: string[] }).cspSeen))
    .toEqual(expect.arrayContaining(['style-src-elem', 'style-src-attr']));
});
