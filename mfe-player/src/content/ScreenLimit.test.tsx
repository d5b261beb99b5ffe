import { apiError, type FakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import { NOT_SUBSCRIBED } from '@premieres/contracts';
import { closePlayer, openPlayer } from '@premieres/player-store';
import { UiProvider } from '@premieres/ui';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PlayerHost from '../dialog/PlayerHost';
import { useStreamKeeper } from '../stream/useStreamKeeper';
import { fakePlayerApi } from '../test/fakePlayerApi';
import { fileGrant } from '../test/grants';
import '../test/render';

// The dialog mounts lazily: on a loaded machine it may take more than the default second.
const SLOW = { timeout: 10_000 };
// The client's promise chains run out (the fake API answers at once); a real macrotask, since
// the beat's timers are fake.
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('node:timers')>('node:timers');
const flush = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));

const limitReached = () => apiError(409, 'x', { code: 'SCREEN_LIMIT_REACHED' });
const onPlan = (tier: 'basic' | 'standard' | null) =>
  useAuthStore.setState({
    subscription: tier
      ? { subscribed: true, subscription_tier: tier, subscription_end: '2030-01-01T00:00:00.000Z' }
      : NOT_SUBSCRIBED,
  });

function openContent() {
  render(
    <UiProvider>
      <MemoryRouter>
        <PlayerHost />
      </MemoryRouter>
    </UiProvider>,
  );
  act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
}

let api: FakeApi;
beforeEach(() => {
  api = fakePlayerApi();
});
afterEach(() => {
  cleanup();
  closePlayer();
  onPlan(null);
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

describe('one screen too many', () => {
  it('says how many screens the plan allows and what to do, with Try again', async () => {
    onPlan('basic');
    api.on('GET playback/:id', limitReached());
    openContent();
    expect(await screen.findByTestId('player-screen-limit', {}, SLOW)).toHaveTextContent(
      'Your plan allows 1 screen at a time. Stop watching on another device to watch here.',
    );
    expect(screen.queryByLabelText('Kaalpath', { selector: 'video' })).not.toBeInTheDocument();
    // Once the other device stops, Try again asks for a new grant and plays.
    api.on('GET playback/:id', fileGrant());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Kaalpath', { selector: 'video' }, SLOW)).toBeInTheDocument();
  });

  it('counts the screens in the plural for bigger plans', async () => {
    onPlan('standard');
    api.on('GET playback/:id', limitReached());
    openContent();
    expect(await screen.findByTestId('player-screen-limit', {}, SLOW)).toHaveTextContent(
      'Your plan allows 2 screens at a time.',
    );
  });
});

describe('keeping the screen', () => {
  it('beats every 30 s, reports a lost screen, and stops the stream with keepalive on close', async () => {
    jest.useFakeTimers();
    const beats = () => api.callsTo('POST playback/streams/:id/heartbeat').map((call) => call.path);
    const { result, unmount } = renderHook(() => useStreamKeeper('s1'));
    await act(async () => jest.advanceTimersByTime(30_000));
    await flush();
    expect(beats()).toEqual(['playback/streams/s1/heartbeat']);
    expect(result.current).toBeNull();
    // The other device took the screen.
    api.on('POST playback/streams/:id/heartbeat', limitReached());
    await act(async () => jest.advanceTimersByTime(30_000));
    await flush();
    expect(result.current).toBe('screens');
    // Lost: it stops beating.
    await act(async () => jest.advanceTimersByTime(60_000));
    await flush();
    expect(beats()).toHaveLength(2);
    unmount();
    await flush();
    expect(api.callsTo('DELETE playback/streams/:id').map((call) => [call.path, call.keepalive])).toEqual([
      ['playback/streams/s1', true],
    ]);
  });
});
