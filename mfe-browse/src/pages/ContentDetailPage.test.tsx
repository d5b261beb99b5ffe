import { languagesApi } from '@premieres/api-client';
import { usePlayerStore } from '@premieres/player-store';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { emptyLibrary, mockedCatalog, notFound } from '../test/api-mock';
import { movie } from '../test/movies';
import { renderAt, signOut } from '../test/render';
import { ContentDetailPage } from './ContentDetailPage';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());

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

describe('ContentDetailPage', () => {
  beforeEach(() => {
    signOut();
    emptyLibrary();
    usePlayerStore.getState().close();
  });

  it('says Content not found for an unknown id, with a way back to the dashboard', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedCatalog.getMovie.mockRejectedValue(notFound());
    renderAt('/content/nope', detail);
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(mockedCatalog.getMovie).toHaveBeenCalledWith('nope');
    jest.mocked(console.error).mockRestore();
  });

  it('shows the hero, sections and details of a series', async () => {
    mockedCatalog.getMovie.mockResolvedValue(series);
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

  it('paints the hero with its languages line at once, so nothing moves under the viewer', async () => {
    mockedCatalog.getMovie.mockResolvedValue({ ...series, id: 'tv-languages' });
    let answer: (languages: { audio: string[]; subtitles: string[] }) => void = () => undefined;
    const later = new Promise((resolve) => {
      answer = resolve;
    });
    jest
      .mocked(languagesApi.ofTitle)
      .mockImplementation(() => later as ReturnType<typeof languagesApi.ofTitle>);
    renderAt('/movie/tv-languages', detail);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gully Kings' })).not.toBeInTheDocument();
    await act(async () => answer({ audio: ['en', 'hi'], subtitles: ['ml'] }));
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('title-languages')).toHaveTextContent(
      'Audio: English, Hindi · Subtitles: Malayalam',
    );
    jest.mocked(languagesApi.ofTitle).mockImplementation(async () => ({ audio: ['en'], subtitles: [] }));
  });

  it('does not hold the hero when the languages cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedCatalog.getMovie.mockResolvedValue({ ...series, id: 'tv-unreadable' });
    jest.mocked(languagesApi.ofTitle).mockRejectedValueOnce(new Error('offline'));
    renderAt('/movie/tv-unreadable', detail);
    expect(await screen.findByRole('heading', { name: 'Gully Kings', level: 1 })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });

  it('asks the player for the trailer, and falls back to it for Play when there is no content', async () => {
    mockedCatalog.getMovie.mockResolvedValue(series);
    renderAt('/content/tv1', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Watch Trailer' }));
    expect(usePlayerStore.getState().request).toEqual({
      title: 'Gully Kings',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      kind: 'trailer',
      movieId: 'tv1',
    });
    usePlayerStore.getState().close();
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(usePlayerStore.getState().request?.kind).toBe('trailer');
  });

  it('only asks for a prefetch of the player while the title shows; Play intent mounts it', async () => {
    usePlayerStore.setState({ wanted: false, prefetch: false });
    mockedCatalog.getMovie.mockResolvedValue(series);
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
    mockedCatalog.getMovie.mockResolvedValue(series);
    renderAt('/content/tv1', detail);
    const button = await screen.findByRole('button', { name });
    fireEvent[event](button);
    expect(usePlayerStore.getState().wanted).toBe(true);
  });

  it('sends a visitor who adds to the list to sign in', async () => {
    mockedCatalog.getMovie.mockResolvedValue(series);
    renderAt('/content/tv1', detail);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to List' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/auth?returnTo=%2Fcontent%2Ftv1');
  });
});
