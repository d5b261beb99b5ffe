import type { WebVitalsReport } from '@premieres/contracts';
import { startVitalsReporter, VITALS_START_DELAY_MS } from './start-vitals-reporter';
import type { MeasuredVital } from './vitals-batch';

/** A route table's answer for the paths used here (the shell's is tested in shell/src/vitals). */
const routeOf = (path: string) =>
  path.startsWith('/content/') ? '/content/:id' : path === '/movies' ? path : 'unknown';

type Callback = (metric: MeasuredVital) => void;

/** The reporter with web-vitals replaced: the test calls the metric callbacks itself. */
function startReporter(releaseOf?: (path: string) => string | undefined) {
  const callbacks: Record<string, Callback> = {};
  const sent: WebVitalsReport[] = [];
  const subscribe = (name: string) => (callback: Callback) => {
    callbacks[name] = callback;
  };
  const stop = startVitalsReporter({
    routeOf,
    ...(releaseOf ? { releaseOf } : {}),
    load: async () =>
      ({ onLCP: subscribe('LCP'), onINP: subscribe('INP'), onCLS: subscribe('CLS') }) as never,
    send: (report) => sent.push(report),
    whenIdle: (run) => run(),
  });
  return { callbacks, sent, stop };
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the web vitals reporter', () => {
  let reporter: ReturnType<typeof startReporter>;

  beforeEach(async () => {
    window.history.replaceState(null, '', '/content/42');
    reporter = startReporter();
    await Promise.resolve(); // the library "loads"
    await Promise.resolve();
  });

  afterEach(() => {
    reporter.stop();
    setVisibility('visible');
  });

  it('sends nothing until the page is hidden, then one batch with each metric once, at its latest value', () => {
    const { callbacks, sent } = reporter;
    callbacks.LCP?.({ id: 'lcp-1', name: 'LCP', value: 1800 });
    callbacks.CLS?.({ id: 'cls-1', name: 'CLS', value: 0.01 });
    callbacks.INP?.({ id: 'inp-1', name: 'INP', value: 64 });
    callbacks.CLS?.({ id: 'cls-1', name: 'CLS', value: 0.04 });
    expect(sent).toEqual([]);

    setVisibility('hidden');
    expect(sent).toEqual([
      {
        samples: [
          { id: 'lcp-1', route: '/content/:id', metric: 'LCP', value: 1800 },
          { id: 'cls-1', route: '/content/:id', metric: 'CLS', value: 0.04 },
          { id: 'inp-1', route: '/content/:id', metric: 'INP', value: 64 },
        ],
      },
    ]);

    // Nothing new: the next hide sends nothing.
    setVisibility('visible');
    setVisibility('hidden');
    expect(sent).toHaveLength(1);
  });

  it('keeps LCP on the route the page was loaded on; INP and CLS go to the route on screen', () => {
    const { callbacks, sent } = reporter;
    window.history.pushState(null, '', '/movies');
    callbacks.LCP?.({ id: 'lcp-2', name: 'LCP', value: 900 });
    callbacks.INP?.({ id: 'inp-2', name: 'INP', value: 120 });
    window.history.pushState(null, '', '/somewhere/else');
    callbacks.CLS?.({ id: 'cls-2', name: 'CLS', value: 0.2 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[0]?.samples.map((s) => [s.metric, s.route])).toEqual([
      ['LCP', '/content/:id'],
      ['INP', '/movies'],
      ['CLS', 'unknown'],
    ]);
  });

  it('splits a long batch into reports of at most 20 samples and drops what the API would refuse', () => {
    const { callbacks, sent } = reporter;
    for (let i = 0; i < 25; i += 1) callbacks.INP?.({ id: `inp-${i}`, name: 'INP', value: i });
    callbacks.CLS?.({ id: 'bad-1', name: 'CLS', value: Number.NaN });
    callbacks.LCP?.({ id: 'bad-2', name: 'FCP', value: 10 });
    setVisibility('hidden');
    expect(sent.map((report) => report.samples.length)).toEqual([20, 5]);
  });

  it('names the release that served each sample: the load route for LCP, the route on screen for the rest', async () => {
    reporter.stop();
    const releases: Record<string, string> = { '/content/:id': 'mfe-browse@1.4.0+shell@2.1.0' };
    const withReleases = startReporter((path) => releases[routeOf(path)]);
    await Promise.resolve();
    await Promise.resolve();
    window.history.pushState(null, '', '/somewhere/else');
    withReleases.callbacks.LCP?.({ id: 'lcp-3', name: 'LCP', value: 700 });
    withReleases.callbacks.INP?.({ id: 'inp-3', name: 'INP', value: 40 });
    window.dispatchEvent(new Event('pagehide'));
    withReleases.stop();
    expect(withReleases.sent[0]?.samples).toEqual([
      {
        id: 'lcp-3',
        route: '/content/:id',
        metric: 'LCP',
        value: 700,
        release: 'mfe-browse@1.4.0+shell@2.1.0',
      },
      // No release known for the route: the sample goes without one.
      { id: 'inp-3', route: 'unknown', metric: 'INP', value: 40 },
    ]);
  });
});

describe('when the reporter loads web-vitals', () => {
  afterEach(() => jest.useRealTimers());

  it("waits a few seconds after the load event, so the library never runs in the page's start", async () => {
    jest.useFakeTimers();
    const load = jest.fn(async () => ({
      onLCP: () => undefined,
      onINP: () => undefined,
      onCLS: () => undefined,
    }));
    expect(document.readyState).toBe('complete'); // jsdom: the load event has passed
    const stop = startVitalsReporter({
      routeOf: () => 'unknown',
      load: load as never,
      send: () => undefined,
    });
    jest.advanceTimersByTime(VITALS_START_DELAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1); // then at the next idle moment (jsdom has no requestIdleCallback: at once)
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});

it('gives LCP the route of the path the page was loaded on when its caller names it (a late start)', async () => {
  window.history.replaceState(null, '', '/movies');
  const callbacks: Record<string, (metric: MeasuredVital) => void> = {};
  const sent: WebVitalsReport[] = [];
  const stop = startVitalsReporter({
    routeOf,
    loadPath: '/content/9',
    load: async () =>
      ({
        onLCP: (callback: (metric: MeasuredVital) => void) => {
          callbacks.LCP = callback;
        },
        onINP: () => undefined,
        onCLS: () => undefined,
      }) as never,
    send: (report) => sent.push(report),
    whenIdle: (run) => run(),
  });
  await Promise.resolve();
  await Promise.resolve();
  callbacks.LCP?.({ id: 'lcp-9', name: 'LCP', value: 900 });
  window.dispatchEvent(new Event('pagehide'));
  stop();
  expect(sent[0]?.samples).toEqual([{ id: 'lcp-9', route: '/content/:id', metric: 'LCP', value: 900 }]);
});
