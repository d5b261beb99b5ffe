import { ApiRequestError, playbackApi, streamsApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { NOT_SUBSCRIBED } from '@premieres/contracts';
import { closePlayer, openPlayer } from '@premieres/player-store';
import { UiProvider } from '@premieres/ui';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PlayerHost from './PlayerHost';
import { useStreamKeeper } from './stream/useStreamKeeper';
import { fileGrant } from './test/grants';
import './test/render';

jest.mock('@premieres/api-client', () => ({
  ...jest.requireActual('@premieres/api-client'),
  playbackApi: { grant: jest.fn(), reportMilestone: jest.fn() },
  streamsApi: { heartbeat: jest.fn(), stop: jest.fn() },
}));
// The dialog mounts lazily: on a loaded machine it may take more than the default second.
const SLOW = { timeout: 10_000 };
const grant = playbackApi.grant as jest.Mock;
const heartbeat = streamsApi.heartbeat as jest.Mock;
const stop = streamsApi.stop as jest.Mock;

const limitReached = () =>
  new ApiRequestError({ statusCode: 409, error: 'Conflict', code: 'SCREEN_LIMIT_REACHED', message: 'x' });
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

beforeEach(() => stop.mockResolvedValue(undefined));
afterEach(() => {
  cleanup();
  closePlayer();
  onPlan(null);
  jest.clearAllMocks();
  jest.useRealTimers();
});

describe('one screen too many', () => {
  it('says how many screens the plan allows and what to do, with Try again', async () => {
    onPlan('basic');
    grant.mockRejectedValueOnce(limitReached());
    openContent();
    expect(await screen.findByTestId('player-screen-limit', {}, SLOW)).toHaveTextContent(
      'Your plan allows 1 screen at a time. Stop watching on another device to watch here.',
    );
    expect(screen.queryByLabelText('Kaalpath', { selector: 'video' })).not.toBeInTheDocument();
    // Once the other device stops, Try again asks for a new grant and plays.
    grant.mockResolvedValueOnce(fileGrant());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Kaalpath', { selector: 'video' }, SLOW)).toBeInTheDocument();
  });

  it('counts the screens in the plural for bigger plans', async () => {
    onPlan('standard');
    grant.mockRejectedValueOnce(limitReached());
    openContent();
    expect(await screen.findByTestId('player-screen-limit', {}, SLOW)).toHaveTextContent(
      'Your plan allows 2 screens at a time.',
    );
  });
});

describe('keeping the screen', () => {
  it('beats every 30 s, reports a lost screen, and stops the stream with keepalive on close', async () => {
    jest.useFakeTimers();
    heartbeat.mockResolvedValueOnce({ expiresAt: '2030-01-01T00:00:00.000Z' });
    heartbeat.mockRejectedValueOnce(limitReached());
    const { result, unmount } = renderHook(() => useStreamKeeper('s1'));
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(heartbeat).toHaveBeenCalledWith('s1');
    expect(result.current).toBeNull();
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(result.current).toBe('screens');
    // Lost: it stops beating.
    await act(async () => jest.advanceTimersByTime(60_000));
    expect(heartbeat).toHaveBeenCalledTimes(2);
    unmount();
    expect(stop).toHaveBeenCalledWith('s1', { keepalive: true });
  });
});
