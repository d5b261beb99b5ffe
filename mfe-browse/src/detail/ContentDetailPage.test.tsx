import { apiError, type FakeApi } from '@premieres/api-client/testing';
import type { MediaStatus, MovieDisplay } from '@premieres/contracts';
import { usePlayerStore } from '@premieres/player-store';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie, watchedPartway } from '../test/movies';
import { renderAt, signIn, signOut } from '../test/render';
import { ContentDetailPage } from './ContentDetailPage';

const detail = (
  <Routes>
    <Route path="/content/:id" element={<ContentDetailPage />} />
    <Route path="/movie/:id" element={<ContentDetailPage />} />
  </Routes>
);

const series = movie({
  id: 'tv1',
  title: 'Gully Kings',
  type: 'tv',
  genre: 'Drama',
  rating: 8.7,
  isNew: true,
  year: 2023,
  seasons: 3,
  episodes: 24,
  description: 'Four friends, one street, one dream.',
  director: 'Zoya Rao',
  cast: ['Ranveer Kapoor', 'Alia Sen'],
  tags: ['Drama'],
  trailerUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
});

const withFilm = { ...series, hasContent: true };

let api: FakeApi;
/** The title the page reads (GET movies/:id). */
const serve = (title: MovieDisplay) => api.on('GET movies/:id', title);
const statusAsked = () => api.callsTo('GET playback/:id/status').map((call) => call.path);

describe('ContentDetailPage', () => {
  beforeEach(() => {
    signOut();
    api = fakeBrowseApi();
    usePlayerStore.getState().close();
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

  it('says Content not found for an unknown id, with a way back to the dashboard', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('GET movies/:id', apiError(404, 'Content not found'));
    renderAt('/content/nope', detail);
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(api.callsTo('GET movies/:id').map((call) => call.path)).toContain('movies/nope');
    jest.mocked(console.error).mockRestore();
  });

  it("draws the hero's blurred backdrop from a small WebP variant of an uploaded poster (issue 28)", async () => {
    serve(series);
    renderAt('/movie/tv1', detail);
    const backdrop = await screen.findByTestId('hero-backdrop');
    expect(backdrop).toHaveAttribute('src', '/media/movie-thumbnails/tv1.jpg');
    expect(backdrop.getAttribute('srcset')).toContain('/media/movie-thumbnails/tv1.jpg?w=320&fm=webp 320w');
    expect(backdrop).toHaveAttribute('sizes', '25vw');
  });

  it('shows the hero, sections and details of a series', async () => {
    serve(series);
    renderAt('/movie/tv1', detail);
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByText('Premiere')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 8.7')).toBeInTheDocument();
    for (const section of ['About', 'Cast', 'Tags', 'Details']) {
      expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('Ranveer Kapoor')).toBeInTheDocument();
    expect(screen.getByText('Zoya Rao')).toBeInTheDocument();
    expect(screen.getByText('8.7/10')).toBeInTheDocument();
    expect(screen.getByText('Episodes').nextSibling).toHaveTextContent('24');
    expect(screen.getByText('Seasons').nextSibling).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: /Back/ })).toBeInTheDocument();
  });

  it("lists the Details panel's facts in order, a series' seasons and episodes only for a series", async () => {
    const terms = () => screen.getAllByRole('term').map((term) => term.textContent);
    serve(series);
    const { unmount } = renderAt('/movie/tv1', detail);
    await screen.findByRole('heading', { name: 'Gully Kings', level: 1 });
    expect(terms()).toEqual([
      'Director',
      'Genre',
      'Release Year',
      'Duration',
      'Seasons',
      'Episodes',
      'Rating',
    ]);
    unmount();
    serve({ ...series, id: 'm1', type: 'movie', seasons: null, episodes: null, durationMinutes: 142 });
    renderAt('/movie/m1', detail);
    await screen.findByRole('heading', { name: 'Gully Kings', level: 1 });
    expect(terms()).toEqual(['Director', 'Genre', 'Release Year', 'Duration', 'Rating']);
    expect(screen.getByText('Duration').nextSibling).toHaveTextContent('2 h 22 min');
  });

  it('paints the hero with its languages line at once, so nothing moves under the viewer', async () => {
    serve({ ...series, id: 'tv-languages' });
    let answer: (languages: { audio: string[]; subtitles: string[] }) => void = () => undefined;
    const later = new Promise((resolve) => {
      answer = resolve;
    });
    api.on('GET movies/:id/languages', () => later);
    renderAt('/movie/tv-languages', detail);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gully Kings' })).not.toBeInTheDocument();
    await act(async () => answer({ audio: ['en', 'hi'], subtitles: ['ml'] }));
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('title-languages')).toHaveTextContent(
      'Audio: English, Hindi · Subtitles: Malayalam',
    );
  });

  it('does not hold the hero when the languages cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ ...series, id: 'tv-unreadable' });
    // The first read fails (offline); the languages line asks again once the hero is up.
    let failed = false;
    api.on('GET movies/:id/languages', () => {
      if (failed) return { audio: ['en'], subtitles: [] };
      failed = true;
      throw new TypeError('offline');
    });
    renderAt('/movie/tv-unreadable', detail);
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('keeps the hero up when the languages never come, asking again once rather than in a loop', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ ...series, id: 'tv-never' });
    let asked = 0;
    api.on('GET movies/:id/languages', () => {
      asked += 1;
      throw new TypeError('offline');
    });
    renderAt('/movie/tv-never', detail);
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(2));
    for (let turn = 0; turn < 20; turn += 1) await act(async () => undefined);
    expect(asked).toBe(2);
    expect(screen.getByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('after watching, offers Resume with the time left, and Start over from the beginning', async () => {
    signIn();
    const film = { ...withFilm, id: '2', title: 'Antariksh', type: 'movie' as const };
    serve(film);
    api.on('GET playback/:id/status', { state: 'ready', percent: 100, position: null, etaSeconds: null });
    api.on('GET me/progress/:id', watchedPartway('2', 20, 620));
    renderAt('/content/2', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Watched of Antariksh' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(screen.getByTestId('resume-left')).toHaveTextContent('10 min left');
    expect(usePlayerStore.getState().request).toEqual({
      title: 'Antariksh',
      videoUrl: '',
      kind: 'content',
      movieId: '2',
    });
    act(() => usePlayerStore.getState().close());
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(usePlayerStore.getState().request).toMatchObject({
      movieId: '2',
      kind: 'content',
      startOver: true,
    });
  });

  it('asks the player for the trailer beside Play when the title has a film', async () => {
    serve(withFilm);
    renderAt('/content/tv1', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Watch Trailer' }));
    expect(usePlayerStore.getState().request).toEqual({
      title: 'Gully Kings',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      kind: 'trailer',
      movieId: 'tv1',
    });
    expect(screen.queryByTestId('trailer-only')).not.toBeInTheDocument();
  });

  it('says "Play trailer" for a title without a film, never Play, and plays its own trailer first', async () => {
    serve({ ...series, id: 'tv-trailer', hasLocalTrailer: true });
    renderAt('/content/tv-trailer', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Play trailer' }));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch Trailer' })).not.toBeInTheDocument();
    expect(screen.getByTestId('trailer-only')).toHaveTextContent('Only the trailer is available for now.');
    expect(usePlayerStore.getState().request).toEqual({
      title: 'Gully Kings',
      videoUrl: '/media/hls/tv-trailer/trailer/master.m3u8',
      kind: 'trailer',
      movieId: 'tv-trailer',
    });
  });

  it('says how far a film being prepared is, asking again until it is ready', async () => {
    jest.useFakeTimers();
    signIn();
    const ready: MediaStatus = { state: 'ready', percent: 100, position: null, etaSeconds: null };
    const answers: MediaStatus[] = [
      { state: 'preparing', percent: 45, position: 1, etaSeconds: 28 },
      { state: 'preparing', percent: 80, position: 0, etaSeconds: 70 },
      ready,
    ];
    api.on('GET playback/:id/status', () => answers.shift() ?? ready);
    // Never watched.
    api.on('GET me/progress/:id', {
      movieId: '7',
      positionSeconds: 0,
      durationSeconds: 0,
      fraction: 0,
      finished: false,
      resumeAtSeconds: 0,
      updatedAt: null,
    });
    serve(movie({ id: '7', title: 'Kaalpath', hasContent: true }));
    renderAt('/content/7', detail);
    expect(await screen.findByTestId('film-status')).toHaveTextContent('Preparing · 45 % · about 30 s');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    await act(async () => jest.advanceTimersByTime(3000));
    expect(await screen.findByText('Preparing · 80 % · about 2 min')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByTestId('film-status')).not.toBeInTheDocument());
    await act(async () => jest.advanceTimersByTime(9000));
    // Ready: no more questions.
    expect(statusAsked()).toEqual(['playback/7/status', 'playback/7/status', 'playback/7/status']);
    jest.useRealTimers();
  });

  it('asks nothing of a visitor (the status is for members)', async () => {
    serve(movie({ id: '8', title: 'Antariksh', hasContent: true }));
    renderAt('/content/8', detail);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(statusAsked()).toEqual([]);
  });

  it('only asks for a prefetch of the player while the title shows; Play intent mounts it', async () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    serve(withFilm);
    renderAt('/content/tv1', detail);
    const play = await screen.findByRole('button', { name: 'Play' });
    expect(usePlayerStore.getState()).toMatchObject({ prefetch: true, wanted: false, isOpen: false });
    fireEvent.pointerEnter(play);
    expect(usePlayerStore.getState()).toMatchObject({ wanted: true, isOpen: false });
  });

  it.each([
    ['Play', 'focus'],
    ['Watch Trailer', 'touchStart'],
    ['Watch Trailer', 'pointerEnter'],
  ] as const)('%s: %s is Play intent', async (name, event) => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    serve(withFilm);
    renderAt('/content/tv1', detail);
    const button = await screen.findByRole('button', { name });
    fireEvent[event](button);
    expect(usePlayerStore.getState().wanted).toBe(true);
  });

  it('sends a visitor who adds to the list to sign in', async () => {
    serve(series);
    renderAt('/content/tv1', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fcontent%2Ftv1');
  });
});
