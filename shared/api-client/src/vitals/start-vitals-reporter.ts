import { WEB_VITALS_REPORT_URL, type WebVitalsReport } from '@premieres/contracts';
import type { MetricType } from 'web-vitals';
import { type MeasuredVital, VitalsBatch } from './vitals-batch';

export interface VitalsReporterOptions {
  /** The route pattern of a path (route-pattern.ts). */
  routeOf: (pathname: string) => string;
  /** The release that serves a path (webVitalRelease: its remote's and the shell's versions). */
  releaseOf?: (pathname: string) => string | undefined;
  /** Loads the library; injectable for tests. */
  load?: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS'>>;
  /** Sends one report; sendBeacon by default (it survives the page being closed). */
  send?: (report: WebVitalsReport) => void;
  /** Runs the start when the page is idle, so reporting never competes with the first render. */
  whenIdle?: (run: () => void) => void;
  /** The path the page was loaded on, whose route LCP belongs to (default: the path now). */
  loadPath?: string;
}

/**
 * How long after the load event the library waits. Its observers read the browser's buffered
 * entries (LCP, layout shifts, slow interactions), so starting late loses nothing of a visit that
 * lasts longer; it keeps the library (3 KB gzip) and its start off a cheap phone's busiest seconds,
 * when the page's own reads and renders finish.
 */
export const VITALS_START_DELAY_MS = 4000;

/** A few seconds after the load event, when the page is idle: never before the page's own code. */
function idle(run: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run();
  const afterLoad = () => setTimeout(whenIdle, VITALS_START_DELAY_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const beacon = (report: WebVitalsReport) => {
  const body = new Blob([JSON.stringify(report)], { type: 'application/json' });
  navigator.sendBeacon?.(WEB_VITALS_REPORT_URL, body);
};

/**
 * Field data (issue 12): real visits' LCP, INP and CLS per route, sent to the API with
 * sendBeacon whenever the page is hidden (the last moment a page is sure to get). LCP belongs to
 * the route the page was loaded on; INP and CLS to the route on screen when they last grew. Each
 * sample names the release that served its route, so a slower release shows in the admin's panel.
 * Returns a stop function (tests).
 */
export function startVitalsReporter(options: VitalsReporterOptions): () => void {
  const { routeOf, releaseOf = () => undefined, send = beacon, whenIdle = idle } = options;
  const load = options.load ?? (() => import(/* webpackChunkName: "web-vitals" */ './reported-metrics'));
  const batch = new VitalsBatch();
  const loadPath = options.loadPath ?? window.location.pathname;
  const record = (path: () => string) => (metric: MetricType | MeasuredVital) =>
    batch.record(metric, routeOf(path()), releaseOf(path()));
  const flush = () => {
    for (const report of batch.drain()) send(report);
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  let stopped = false;
  whenIdle(() => {
    load()
      .then(({ onLCP, onINP, onCLS }) => {
        if (stopped) return;
        const current = () => window.location.pathname;
        onLCP(
          record(() => loadPath),
          { reportAllChanges: true },
        );
        onINP(record(current), { reportAllChanges: true });
        onCLS(record(current), { reportAllChanges: true });
      })
      .catch(() => undefined); // Field data is best effort: the page never suffers for it.
  });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', flush);
  };
}
