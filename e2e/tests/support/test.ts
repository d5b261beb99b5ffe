// Every journey runs under the pages' Content-Security-Policy: a violation (a blocked script,
// style, frame, image or media source) fails the test that caused it, the player included.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

const REPORT = '__premieresCspViolation';

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const violations: string[] = [];
    await context.exposeBinding(REPORT, (_source, line: string) => violations.push(line));
    await context.addInitScript((report) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const send = (window as unknown as Record<string, (line: string) => void>)[report];
        send?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
      });
    }, REPORT);
    await use(context);
    if (violations.length > 0) {
      await testInfo.attach('csp-violations', { body: violations.join('\n') });
    }
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
