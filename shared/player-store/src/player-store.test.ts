import { closePlayer, openPlayer, preparePlayer, usePlayerStore } from './player-store';

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

  it('is wanted ahead of the first open once a page prepares it, and stays so', () => {
    usePlayerStore.setState({ wanted: false });
    preparePlayer();
    expect(usePlayerStore.getState()).toMatchObject({ wanted: true, isOpen: false });
    openPlayer({ title: 'A', videoUrl: '', kind: 'content', movieId: '1' });
    closePlayer();
    expect(usePlayerStore.getState().wanted).toBe(true);
  });
});
