import { startVitalsReporter } from '@premieres/api-client/vitals';
import { startFieldData } from './start-field-data';

jest.mock('@premieres/api-client/vitals', () => ({ startVitalsReporter: jest.fn() }));
const reporter = startVitalsReporter as jest.MockedFunction<typeof startVitalsReporter>;

afterEach(() => jest.useRealTimers());

it('starts the reporter 4 s after the load event, for the route the page was loaded on', async () => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/movies');
  const routeOf = (path: string) => path;
  startFieldData({ routeOf }); // jsdom: the load event has passed
  await jest.advanceTimersByTimeAsync(3999);
  expect(reporter).not.toHaveBeenCalled();
  // The member moves on before it starts: LCP still belongs to /movies.
  window.history.pushState(null, '', '/content/1');
  await jest.advanceTimersByTimeAsync(1);
  await jest.runAllTimersAsync();
  expect(reporter).toHaveBeenCalledTimes(1);
  const options = reporter.mock.calls[0]?.[0];
  expect(options).toMatchObject({ routeOf, loadPath: '/movies' });
  // Its own wait is skipped: this was it.
  const run = jest.fn();
  options?.whenIdle?.(run);
  expect(run).toHaveBeenCalled();
});
