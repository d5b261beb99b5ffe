import { usePlayerStore } from '@premieres/player-store';
import { notify } from '@premieres/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyLibrary, entries, mockedLibrary } from '../test/api-mock';
import { movie } from '../test/movies';
import { renderAt, signIn, signOut } from '../test/render';
import { ContentCard } from './ContentCard';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());
jest.mock('@premieres/ui', () => ({ ...jest.requireActual('@premieres/ui'), notify: jest.fn() }));

const kaalpath = movie({
  id: '3',
  title: 'Kaalpath',
  genre: 'Sci-Fi',
  rating: 8.4,
  isNew: true,
  year: 2024,
  durationMinutes: 142,
  hasContent: true,
});
const series = movie({ id: 'tv1', title: 'Gully Kings', type: 'tv', seasons: 3, episodes: 24 });

describe('ContentCard', () => {
  beforeEach(() => {
    jest.mocked(notify).mockClear();
    emptyLibrary();
    usePlayerStore.getState().close();
  });

  it('links to the detail page and shows rating, NEW, label, genre, year and length', () => {
    signOut();
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    expect(screen.getByRole('link', { name: 'Kaalpath' })).toHaveAttribute('href', '/content/3');
    expect(screen.getByText('NEW')).toBeInTheDocument();
    expect(screen.getByLabelText('Rating 8.4')).toBeInTheDocument();
    expect(screen.getByText('MOVIE')).toBeInTheDocument();
    expect(screen.getByText('Sci-Fi')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('2 h 22 min')).toBeInTheDocument();
  });

  it('labels series TV with their seasons', () => {
    signOut();
    renderAt('/premieres', <ContentCard movie={series} />);
    expect(screen.getByText('TV')).toBeInTheDocument();
    expect(screen.getByText('3 seasons')).toBeInTheDocument();
  });

  it('replaces a broken thumbnail with the placeholder', () => {
    signOut();
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    const image = screen.getByRole('link', { name: 'Kaalpath' }).querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', '/media/movie-thumbnails/3.jpg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/\/placeholder\.svg$/);
    expect(image).not.toHaveAttribute('srcset');
  });

  it("draws an uploaded poster from WebP variants at the card's width, an SVG one as it is (issue 28)", () => {
    signOut();
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    const image = screen.getByRole('link', { name: 'Kaalpath' }).querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('srcset')).toBe(
      [160, 320, 480, 640].map((w) => `/media/movie-thumbnails/3.jpg?w=${w}&fm=webp ${w}w`).join(', '),
    );
    expect(image).toHaveAttribute('sizes', '(min-width: 48rem) 11rem, 9.25rem');
    expect(image).toHaveAttribute('width', '2');
    expect(image).toHaveAttribute('height', '3');

    renderAt(
      '/movies',
      <ContentCard
        movie={{ ...kaalpath, id: 'svg', title: 'Vector', thumbnail: '/media/movie-thumbnails/v.svg' }}
      />,
    );
    const vector = screen.getByRole('link', { name: 'Vector' }).querySelector('img') as HTMLImageElement;
    expect(vector).toHaveAttribute('src', '/media/movie-thumbnails/v.svg');
    expect(vector).not.toHaveAttribute('srcset');
    expect(vector).not.toHaveAttribute('sizes');
  });

  it('asks the player store to play the content', () => {
    signOut();
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play Kaalpath' }));
    expect(usePlayerStore.getState()).toMatchObject({
      isOpen: true,
      // The player asks for the signed content URL itself (subscribers only).
      request: { title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: kaalpath.id },
    });
  });

  it('marks a title without a film as a trailer, and its Play plays the title’s own HLS trailer', () => {
    signOut();
    const trailerOnly = movie({
      id: '12',
      title: 'Dhanak',
      trailerUrl: 'https://www.youtube.com/watch?v=Dh9Ag3eWm1y',
      hasLocalTrailer: true,
    });
    renderAt('/movies', <ContentCard movie={trailerOnly} />);
    expect(screen.getByTestId('trailer-badge')).toHaveTextContent('TRAILER');
    expect(screen.queryByRole('button', { name: 'Play Dhanak' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play the trailer of Dhanak' }));
    expect(usePlayerStore.getState().request).toEqual({
      title: 'Dhanak',
      videoUrl: '/media/hls/12/trailer/master.m3u8',
      kind: 'trailer',
      movieId: '12',
    });
  });

  it('plays a video-site trailer only when the title has no trailer of its own', () => {
    signOut();
    const siteOnly = movie({
      id: '13',
      title: 'Gharwapsi',
      trailerUrl: 'https://www.youtube.com/watch?v=Gw4Ex7pRs2z',
    });
    renderAt('/movies', <ContentCard movie={siteOnly} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the trailer of Gharwapsi' }));
    expect(usePlayerStore.getState().request?.videoUrl).toBe('https://www.youtube.com/watch?v=Gw4Ex7pRs2z');
  });

  it('a title with a film carries no trailer mark', () => {
    signOut();
    renderAt(
      '/movies',
      <ContentCard movie={{ ...kaalpath, trailerUrl: 'https://youtu.be/x', hasLocalTrailer: true }} />,
    );
    expect(screen.queryByTestId('trailer-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Kaalpath' })).toBeInTheDocument();
  });

  it('takes the pointer on its Play button as Play intent (the shell mounts the player), nothing else', () => {
    signOut();
    usePlayerStore.setState({ wanted: false });
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Add Kaalpath to My List' }));
    expect(usePlayerStore.getState().wanted).toBe(false);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Play Kaalpath' }));
    expect(usePlayerStore.getState()).toMatchObject({ wanted: true, isOpen: false });
  });

  it('sends a visitor who adds to My List to sign in, coming back here', () => {
    signOut();
    renderAt('/movies?q=kaal', <ContentCard movie={kaalpath} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Kaalpath to My List' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/auth?returnTo=${encodeURIComponent('/movies?q=kaal')}`,
    );
    expect(mockedLibrary.addToList).not.toHaveBeenCalled();
  });

  it('adds to and removes from My List through the API with the spec toasts', async () => {
    signIn();
    mockedLibrary.addToList.mockResolvedValue(undefined);
    mockedLibrary.removeFromList.mockResolvedValue(undefined);
    // Empty at first, then holding the title once the add went through.
    mockedLibrary.getList.mockResolvedValueOnce({ items: [] }).mockResolvedValue(entries(kaalpath));
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kaalpath to My List' }));
    await waitFor(() => expect(mockedLibrary.addToList).toHaveBeenCalledWith('3'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Added to My List',
        'Kaalpath has been added to your list.',
      ),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kaalpath from My List' }));
    await waitFor(() => expect(mockedLibrary.removeFromList).toHaveBeenCalledWith('3'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Removed from My List',
        'Kaalpath has been removed from your list.',
      ),
    );
  });

  it('likes and unlikes through the API', async () => {
    signIn();
    mockedLibrary.like.mockResolvedValue(undefined);
    mockedLibrary.getLikes.mockResolvedValueOnce({ items: [] }).mockResolvedValue(entries(kaalpath));
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like Kaalpath' }));
    await waitFor(() => expect(mockedLibrary.like).toHaveBeenCalledWith('3'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added to Liked', 'Kaalpath'));
    expect(await screen.findByRole('button', { name: 'Unlike Kaalpath' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('rolls back and reports a failed update', async () => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLibrary.addToList.mockRejectedValue(new Error('offline'));
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kaalpath to My List' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'An unexpected error occurred'));
    expect(await screen.findByRole('button', { name: 'Add Kaalpath to My List' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
