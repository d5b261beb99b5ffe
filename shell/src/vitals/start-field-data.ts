import type { VitalsReporterOptions } from '@premieres/api-client/vitals';

/** As the reporter's own wait (VITALS_START_DELAY_MS in @premieres/api-client/vitals). */
const START_DELAY_MS = 4000;

/**
 * Starts the field-data reporter a few seconds after the load event, at the next idle moment, and
 * only then downloads it: the reporter and web-vitals come in one chunk that no page's start waits
 * for (its observers read the browser's buffered entries, so a later start loses nothing of a
 * longer visit). The reporter's own wait is skipped: this is it.
 */
export function startFieldData(
  options: Omit<VitalsReporterOptions, 'whenIdle' | 'loadPath'>,
  win: Window = window,
): void {
  // LCP belongs to the page as loaded, wherever the member is by the time the reporter starts.
  const loadPath = win.location.pathname;
  const start = () =>
    void import(/* webpackChunkName: "web-vitals" */ '@premieres/api-client/vitals')
      .then(({ startVitalsReporter }) =>
        startVitalsReporter({ ...options, loadPath, whenIdle: (run) => run() }),
      )
      .catch(() => undefined); // Field data is best effort.
  const whenIdle = () =>
    'requestIdleCallback' in win ? win.requestIdleCallback(start, { timeout: 5000 }) : start();
  const afterLoad = () => win.setTimeout(whenIdle, START_DELAY_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
