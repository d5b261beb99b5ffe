import {
  closePlayer,
  intendToPlay,
  openPlayer,
  prefetchPlayer,
  preparePlayer,
  usePlayerStore,
} from './player-store';

describe('player store', () => {
  afterEach(() => closePlayer());

  it('starts closed', () => {
    expect(usePlayerStore.getState()).toMatchObject({ isOpen: false, request: null });
  });

  it('opens with a request and closes again', () => {
    openPlayer({
      title: 'Baahubali',
      videoUrl: '/media/movie-trailers/b.mp4',
      kind: 'trailer',
      movieId: '1',
    });
    expect(usePlayerStore.getState().isOpen).toBe(true);
    expect(usePlayerStore.getState().request?.title).toBe('Baahubali');
    usePlayerStore.getState().close();
    expect(usePlayerStore.getState()).toMatchObject({ isOpen: false, request: null });
  });

  it('replaces the request when opened twice', () => {
    openPlayer({ title: 'A', videoUrl: '', kind: 'trailer' });
    openPlayer({ title: 'B', videoUrl: 'x.mp4', kind: 'content' });
    expect(usePlayerStore.getState().request).toEqual({ title: 'B', videoUrl: 'x.mp4', kind: 'content' });
  });

  it('is wanted (mounted) on Play intent, and stays so after an open and a close', () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    intendToPlay();
    expect(usePlayerStore.getState()).toMatchObject({ wanted: true, prefetch: false, isOpen: false });
    openPlayer({ title: 'A', videoUrl: '', kind: 'content', movieId: '1' });
    closePlayer();
    expect(usePlayerStore.getState().wanted).toBe(true);
  });

  it('still mounts at once for a remote built before prefetching (preparePlayer, player-store 0.1.1)', () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    preparePlayer();
    expect(usePlayerStore.getState()).toMatchObject({ wanted: true, isOpen: false });
  });

  it('asks only for a prefetch when a page says Play is likely: nothing is mounted', () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    prefetchPlayer();
    expect(usePlayerStore.getState()).toMatchObject({ prefetch: true, wanted: false, isOpen: false });
  });

  it('writes each signal once: a repeated intent or prefetch does not notify subscribers again', () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    const listener = jest.fn();
    const stop = usePlayerStore.subscribe(listener);
    intendToPlay();
    intendToPlay();
    prefetchPlayer();
    prefetchPlayer();
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
