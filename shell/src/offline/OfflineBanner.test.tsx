import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { POLL_MS, watchApiReachability, watchedFetch } from './api-reachability';
import { OfflineBanner } from './OfflineBanner';

/** A network that is down until `up` is set; records what the poll asked for. */
function network() {
  const state = { up: true, asked: [] as string[] };
  // jsdom has no Request/Response: a minimal answer does for the watch.
  const fetchImpl = (async (input: unknown) => {
    state.asked.push(String(input));
    if (!state.up) throw new TypeError('Failed to fetch');
    return { ok: true, status: 200 } as Response;
  }) as typeof fetch;
  return { state, fetchImpl };
}

let stop: () => void;
afterEach(() => {
  stop?.();
  jest.useRealTimers();
});

it('shows when an API call gets no answer and clears by itself once /api/ready answers', async () => {
  jest.useFakeTimers();
  const { state, fetchImpl } = network();
  stop = watchApiReachability(fetchImpl);
  renderShell(<OfflineBanner />);
  expect(screen.queryByTestId('offline-banner')).toBeNull();

  state.up = false;
  // What the api-client's calls go through (the shell installs it as the client's fetch).
  await act(() => expect(watchedFetch('http://localhost/api/movies')).rejects.toThrow('Failed to fetch'));
  expect(screen.getByTestId('offline-banner')).toHaveTextContent("You're offline.");

  // Still down at the first poll: the banner stays.
  await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(state.asked.at(-1)).toMatch(/\/api\/ready$/);
  expect(screen.getByTestId('offline-banner')).toBeInTheDocument();

  state.up = true;
  await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
  expect(screen.queryByTestId('offline-banner')).toBeNull();

  // Back online, nothing is polled any more.
  const asked = state.asked.length;
  await act(async () => jest.advanceTimersByTimeAsync(POLL_MS * 3));
  expect(state.asked).toHaveLength(asked);
});

it("shows on the browser's offline event and polls at once on its online event", async () => {
  jest.useFakeTimers();
  const { state, fetchImpl } = network();
  stop = watchApiReachability(fetchImpl);
  renderShell(<OfflineBanner />);
  await act(async () => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByTestId('offline-banner')).toBeInTheDocument();
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(state.asked.at(-1)).toMatch(/\/api\/ready$/);
  expect(screen.queryByTestId('offline-banner')).toBeNull();
});
