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
  // A failed journey that played media says what its media requests and <video> elements did
  // (a playback that never got going under load is otherwise only "readyState stayed 2").
  page: async ({ page }, use, testInfo) => {
    const started = Date.now();
    const requests: string[] = [];
    const note = (url: string, outcome: string) => {
      const path = new URL(url).pathname;
      if (!MEDIA_PATHS.test(path) || requests.length >= 300) return;
      requests.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${outcome} ${path}`);
    };
    page.on('response', (response) => note(response.url(), String(response.status())));
    page.on('requestfailed', (request) => note(request.url(), `FAILED (${request.failure()?.errorText})`));
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || requests.length === 0) return;
    const videos = await page.evaluate(describeVideos).catch((error: Error) => [error.message]);
    // The videos first: the reporter prints a text attachment's first 300 characters with the
    // failure; the whole report goes to the output.
    const report = [...videos, ...requests].join('\n');
    await testInfo.attach('media-requests', { body: report });
    console.log(`[media] ${testInfo.title}:\n${report}`);
  },
});

/** Playback's requests: grants and streams, playlists, segments and subtitles (not pictures). */
const MEDIA_PATHS = /^\/(api\/playback\/|media\/(?!.*\.(svg|png|jpe?g|webp|avif)$))/;

/** Each <video>'s state, in the page. */
function describeVideos(): string[] {
  return Array.from(document.querySelectorAll('video'), (video) => {
    const buffered = Array.from(
      { length: video.buffered.length },
      (_, i) => `${video.buffered.start(i).toFixed(2)}-${video.buffered.end(i).toFixed(2)}`,
    );
    return `video readyState ${video.readyState} networkState ${video.networkState} paused ${video.paused} time ${video.currentTime.toFixed(2)} error ${video.error?.code ?? 'none'} buffered [${buffered.join(', ')}]`;
  });
}
