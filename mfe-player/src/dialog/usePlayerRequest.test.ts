import { closePlayer, openPlayer, usePlayerStore } from '@premieres/player-store';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterNextPaint, usePlayerRequest } from './usePlayerRequest';

const TRAILER = {
  title: 'Kaalpath',
  videoUrl: '/media/movie-trailers/kaalpath.mp4',
  kind: 'trailer' as const,
};

describe('usePlayerRequest', () => {
  afterEach(() => act(() => closePlayer()));

  it('takes an open request after the opening frame, not inside the store write', async () => {
    const { result } = renderHook(() => usePlayerRequest());
    act(() => openPlayer(TRAILER));
    expect(usePlayerStore.getState().isOpen).toBe(true);
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual(TRAILER));
  });

  it('closes at once, and a close before the open was taken leaves it closed', async () => {
    const { result } = renderHook(() => usePlayerRequest());
    act(() => openPlayer(TRAILER));
    await waitFor(() => expect(result.current).toEqual(TRAILER));
    act(() => closePlayer());
    expect(result.current).toBeNull();

    act(() => {
      openPlayer({ ...TRAILER, title: 'Baahubali' });
      closePlayer();
    });
    await act(() => new Promise((resolve) => afterNextPaint(() => setTimeout(resolve, 0))));
    expect(result.current).toBeNull();
  });

  it('shows a request already open when it mounts (the player loaded on the first Play)', () => {
    act(() => openPlayer(TRAILER));
    const { result } = renderHook(() => usePlayerRequest());
    expect(result.current).toEqual(TRAILER);
  });
});
