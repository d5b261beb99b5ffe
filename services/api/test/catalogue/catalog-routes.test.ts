import { isMoviesTrendingRow, type MovieDisplay, type Paged, type TrendingItem } from '@premieres/contracts';
import { movieModel } from '../../src/models/movie';
import { invalidateCatalogCache } from '../../src/plugins/catalog/read-cache';
import { saveTrendingSlots } from '../../src/plugins/catalog/trending-order';
import { SAMPLE_CATEGORIES } from '../../src/seed/catalogue/sample-categories';
import { SAMPLE_MOVIES } from '../../src/seed/catalogue/sample-movies';
import { useTestApp } from '../support/test-app';

const api = useTestApp();

async function list(query = ''): Promise<Paged<MovieDisplay>> {
  const res = await api.app.inject({ method: 'GET', url: `/api/movies${query}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const ids = (page: Paged<MovieDisplay>) => page.items.map((m) => m.id);

describe('GET /api/movies', () => {
  it('lists the seeded catalogue newest first with the default page', async () => {
    const page = await list();
    expect(page.total).toBe(SAMPLE_MOVIES.length);
    expect(page.page).toBe(1);
    expect(page.limit).toBe(20);
    // The sample list is ordered newest first.
    expect(ids(page)).toEqual(SAMPLE_MOVIES.map((m) => m.id));
  });

  it('pages without overlap or gaps', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?limit=7&page=${p}`)));
    expect(pages.map((p) => p.items.length)).toEqual([7, 7, SAMPLE_MOVIES.length - 14]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(SAMPLE_MOVIES.length);
    expect((await list('?limit=7&page=4')).items).toEqual([]);
  });

  it('filters by type', async () => {
    const series = await list('?type=tv');
    expect(ids(series).sort()).toEqual(['tv1', 'tv2', 'tv3']);
    expect(series.items.every((m) => m.duration.endsWith('seasons') && m.seasons !== null)).toBe(true);
    const movies = await list('?type=movie&limit=100');
    expect(movies.total).toBe(SAMPLE_MOVIES.length - 3);
    expect(movies.items.every((m) => m.type === 'movie')).toBe(true);
  });

  it('filters by genre in any case, alone and with type', async () => {
    expect(ids(await list('?genre=sci-fi')).sort()).toEqual(['10', '2', '7', 'tv3']);
    expect(ids(await list('?genre=Sci-Fi&type=tv'))).toEqual(['tv3']);
    // The exact name, not a part of it.
    expect((await list('?genre=Sci')).total).toBe(0);
  });

  it('filters by the flags and the minimum rating', async () => {
    const fresh = await list('?is_new=true&limit=100');
    expect(fresh.total).toBe(SAMPLE_MOVIES.filter((m) => m.is_new).length);
    expect(fresh.items.every((m) => m.isNew)).toBe(true);
    const notNew = await list('?is_new=false&limit=100');
    expect(notNew.total).toBe(SAMPLE_MOVIES.length - fresh.total);
    const trending = await list('?is_trending=true');
    expect(trending.total).toBe(10);
    const top = await list('?min_rating=8.5');
    expect(top.items.every((m) => m.rating >= 8.5)).toBe(true);
    expect(ids(top).sort()).toEqual(['14', '5', 'the-last-monsoon', 'tv1']);
  });

  it('answers the Movies page Trending row server-side (section=movies-trending), also with a search', async () => {
    const display = (await list('?limit=100')).items;
    const expected = display
      .filter(isMoviesTrendingRow)
      .map((m) => m.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const row = await list('?section=movies-trending&limit=100');
    expect(ids(row).sort()).toEqual(expected);
    expect(row.total).toBe(expected.length);
    // Both alternatives (the section's and the search's) must hold.
    const one = display.find((m) => expected.includes(m.id));
    const searched = await list(`?section=movies-trending&q=${encodeURIComponent(one?.title ?? '')}`);
    expect(ids(searched)).toContain(one?.id);
    expect(ids(searched).every((id) => expected.includes(id))).toBe(true);
    const bad = await api.app.inject({ method: 'GET', url: '/api/movies?section=everything' });
    expect(bad.statusCode).toBe(400);
  });

  it('searches title, cast, director and genre without regard to case', async () => {
    expect(ids(await list('?q=monsoon'))).toEqual(['the-last-monsoon']);
    expect(ids(await list('?q=KALPANA'))).toEqual(['tv1']);
    expect(ids(await list('?q=lijo%20thomas'))).toEqual(['the-last-monsoon']);
    expect(ids(await list('?q=documentary'))).toEqual(['14']);
    expect(ids(await list('?q=rao&type=tv'))).toEqual(['tv3']);
    // Input is literal text, never a pattern.
    expect((await list('?q=.*')).total).toBe(0);
    expect((await list('?q=%20%20')).total).toBe(SAMPLE_MOVIES.length);
  });

  it('forgives missing spaces and case, and ranks title matches before cast, genre and director', async () => {
    expect(ids(await list('?q=rannbhoomi'))).toEqual(['1']);
    expect(ids(await list('?q=MAAYA%20%20nagaram'))).toEqual(['10']);
    // 'ma' (words that start with it, the search index's): the title (Maaya Nagaram), then a
    // Hindi name (आख़िरी मानसून), then cast (Grace Mathew, Manohar Singh), then director (Malhotra).
    const ranked = await list('?q=ma&limit=100');
    expect(ids(ranked).slice(0, 2)).toEqual(['10', 'the-last-monsoon']);
    expect(ids(ranked).slice(2, 4).sort()).toEqual(['11', '13']);
    expect(ids(ranked).slice(4)).toEqual(['1']);
    // Pages of a ranked search neither overlap nor skip.
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?q=ma&limit=5&page=${p}`)));
    expect(pages.flatMap(ids)).toEqual(ids(ranked));
    expect(pages[0]?.total).toBe(ranked.total);
    // An explicit sort still wins over relevance.
    const byTitle = await list('?q=ma&sort=title&limit=100');
    expect(byTitle.items.map((m) => m.title)).toEqual([...byTitle.items.map((m) => m.title)].sort());
  });

  it('sorts by rating, title and release year', async () => {
    const byRating = (await list('?sort=-rating&limit=100')).items.map((m) => m.rating);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const titles = (await list('?sort=title&limit=100')).items.map((m) => m.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const years = (await list('?sort=release_year&limit=100')).items.map((m) => m.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('refuses bad parameters with the error shape', async () => {
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?page=0',
      '?sort=popularity',
      '?type=film',
      '?min_rating=11',
    ]) {
      const res = await api.app.inject({ method: 'GET', url: `/api/movies${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: expect.any(String),
      });
    }
  });
});

describe('GET /api/movies/:id', () => {
  it('returns a title in display form with media URLs into the buckets', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/movies/the-last-monsoon' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'the-last-monsoon',
      title: 'The Last Monsoon',
      titleHi: 'आख़िरी मानसून',
      titleMl: 'അവസാനത്തെ മൺസൂൺ',
      type: 'movie',
      isNew: true,
      year: 2024,
      duration: '137 min',
      tags: ['Drama'],
      thumbnail: '/media/movie-thumbnails/the-last-monsoon.svg',
      trailerUrl: '/media/movie-trailers/the-last-monsoon.mp4',
      // Its clip is the trailer, never the film; this app has no media assets (no seed media).
      hasContent: false,
      hasLocalTrailer: false,
      seasons: null,
      episodes: null,
    });
    const series = (await api.app.inject({ method: 'GET', url: '/api/movies/tv1' })).json() as MovieDisplay;
    expect(series).toMatchObject({
      type: 'tv',
      seasons: 3,
      episodes: 24,
      duration: '3 seasons',
      durationMinutes: null,
    });
    const noVideo = (await api.app.inject({ method: 'GET', url: '/api/movies/16' })).json() as MovieDisplay;
    expect([noVideo.trailerUrl, noVideo.hasContent]).toEqual(['', false]);
    // No display shape carries a playable content URL (only signed playback grants do).
    expect(JSON.stringify(res.json())).not.toContain('contentUrl');
  });

  it("answers an unknown id with 404 'Content not found'", async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/movies/no-such-title' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Content not found',
      messageId: 'api.contentNotFound',
    });
  });
});

describe('GET /api/trending', () => {
  it('lists titles with a position, ascending, at most ten', async () => {
    const first = (await api.app.inject({ method: 'GET', url: '/api/trending' })).json() as TrendingItem[];
    expect(first.map((t) => t.trending_position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first[0]).toEqual({
      id: '1',
      title: 'Rann Bhoomi',
      thumbnail: '/media/movie-thumbnails/rann-bhoomi.svg',
      trending_position: 1,
    });

    // The list is the stored order (one document), not whatever positions the rows carry.
    const Movies = movieModel(api.app.db);
    const original = first.map((t) => t.id);
    await Movies.create([
      { _id: 'extra-b', title: 'Extra B', type: 'movie', trending_position: 1, is_trending: true },
    ]);
    invalidateCatalogCache(api.app.db);
    try {
      const unchanged = (
        await api.app.inject({ method: 'GET', url: '/api/trending' })
      ).json() as TrendingItem[];
      expect(unchanged.map((t) => t.id)).toEqual(original);
      await saveTrendingSlots(api.app.db, ['extra-b', null, '1']);
      invalidateCatalogCache(api.app.db);
      const after = (await api.app.inject({ method: 'GET', url: '/api/trending' })).json() as TrendingItem[];
      expect(after.map((t) => [t.id, t.trending_position])).toEqual([
        ['extra-b', 1],
        ['1', 3],
      ]);
    } finally {
      await Movies.deleteMany({ _id: 'extra-b' });
      await saveTrendingSlots(api.app.db, original);
      invalidateCatalogCache(api.app.db);
    }
  });
});

describe('GET /api/categories', () => {
  it('lists the seeded categories ordered by name', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(SAMPLE_CATEGORIES.map((c) => c.name).sort());
    expect(res.json()[0]).toEqual({
      id: 'action',
      name: 'Action',
      description: expect.any(String),
      created_at: expect.any(String),
    });
  });
});
