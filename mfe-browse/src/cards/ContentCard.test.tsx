import { type FakeApi, noContent } from '@premieres/api-client/testing';
import type { MovieDisplay } from '@premieres/contracts';
import { usePlayerStore } from '@premieres/player-store';
import { notify } from '@premieres/ui/plain/notify';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { entries } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt, signIn, signOut } from '../test/render';
import { ContentCard } from './ContentCard';

// The pages' toasts go through the plain notify (it loads the kit for the toast).
jest.mock('@premieres/ui/plain/notify', () => ({ notify: jest.fn() }));

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

/** The member's list and likes as the API keeps them: PUT adds a title, DELETE takes it off. */
function fakeLibrary(titles: MovieDisplay[]): FakeApi {
  const held = { list: new Set<string>(), likes: new Set<string>() };
  const read = (kind: keyof typeof held) => () =>
    entries(...titles.filter((title) => held[kind].has(title.id)));
  const change =
    (kind: keyof typeof held, add: boolean) =>
    ({ params }: { params: Record<string, string> }) => {
      if (add) held[kind].add(params.id ?? '');
      else held[kind].delete(params.id ?? '');
      return noContent();
    };
  return fakeBrowseApi({
    'GET me/list': read('list'),
    'PUT me/list/:id': change('list', true),
    'DELETE me/list/:id': change('list', false),
    'GET me/likes': read('likes'),
    'PUT me/likes/:id': change('likes', true),
    'DELETE me/likes/:id': change('likes', false),
  });
}

describe('ContentCard', () => {
  let api: FakeApi;
  const changes = () =>
    api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
  beforeEach(() => {
    jest.mocked(notify).mockClear();
    api = fakeLibrary([kaalpath, series]);
    usePlayerStore.getState().close();
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

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
    expect(changes()).toEqual([]);
  });

  it('adds to and removes from My List through the API with the spec toasts', async () => {
    signIn();
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kaalpath to My List' }));
    await waitFor(() => expect(changes()).toEqual(['PUT me/list/3']));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'Added to My List',
        'Kaalpath has been added to your list.',
      ),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Kaalpath from My List' }));
    await waitFor(() => expect(changes()).toEqual(['PUT me/list/3', 'DELETE me/list/3']));
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
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Like Kaalpath' }));
    await waitFor(() => expect(changes()).toEqual(['PUT me/likes/3']));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Added to Liked', 'Kaalpath'));
    expect(await screen.findByRole('button', { name: 'Unlike Kaalpath' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('rolls back and reports a failed update', async () => {
    signIn();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on('PUT me/list/:id', () => {
      throw new TypeError('offline');
    });
    renderAt('/movies', <ContentCard movie={kaalpath} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Kaalpath to My List' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'An unexpected error occurred'));
    expect(await screen.findByRole('button', { name: 'Add Kaalpath to My List' })).toBeInTheDocument();
    jest.mocked(console.error).mockRestore();
  });
});
