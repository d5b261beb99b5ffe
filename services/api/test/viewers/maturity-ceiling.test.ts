import { CERTIFICATIONS, isWithinCeiling, type MovieDisplay } from '@premieres/contracts';
import { movieModel } from '../../src/models/movie';
import { invalidateCatalogCache } from '../../src/plugins/catalog/read-cache';
import { SAMPLE_MOVIES } from '../../src/seed/catalogue/sample-movies';
import { asViewer, createViewerProfile, type Session, selectViewerProfile, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();
let member: Session;
let kids: Record<string, string>;

const A_RATED = SAMPLE_MOVIES.find((m) => m.certification === 'A' && m.trending_position !== null);
if (!A_RATED) throw new Error('the sample catalogue needs a trending A-rated title');
const certOf = new Map(SAMPLE_MOVIES.map((m) => [m.id, m.certification]));
const withinKids = (id: string) => isWithinCeiling(certOf.get(id) ?? 'A', 'U/A 7+');

beforeAll(async () => {
  member = await signUp(api.app);
  const profile = await createViewerProfile(api.app, member, { name: 'Kids', kids: true, ceiling: 'U/A 7+' });
  kids = asViewer(member, await selectViewerProfile(api.app, member, profile.id));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers });
const ids = (items: { id: string }[]) => items.map((m) => m.id);

describe('a kids profile (U/A 7+) never receives an above-ceiling title', () => {
  it('rows: every page and filter holds only titles at or below the ceiling', async () => {
    // Warm the cache as a visitor first: the ceiling is part of every cache key.
    const open = (await get('/api/movies?limit=100')).json();
    expect(ids(open.items)).toContain(A_RATED.id);
    const res = (await get('/api/movies?limit=100', kids)).json();
    expect(res.items.length).toBeGreaterThan(0);
    expect(res.items.every((m: MovieDisplay) => isWithinCeiling(m.certification, 'U/A 7+'))).toBe(true);
    expect(res.total).toBe(SAMPLE_MOVIES.filter((m) => withinKids(m.id)).length);
    for (const query of ['type=tv', 'genre=Action', 'is_trending=true', 'sort=-rating&limit=5']) {
      const page = (await get(`/api/movies?${query}`, kids)).json();
      expect(ids(page.items).every(withinKids)).toBe(true);
    }
  });

  it('search: an A-rated title is not found by its name', async () => {
    const q = encodeURIComponent(A_RATED.title);
    expect(ids((await get(`/api/movies?q=${q}`)).json().items)).toContain(A_RATED.id);
    expect((await get(`/api/movies?q=${q}`, kids)).json()).toMatchObject({ items: [], total: 0 });
  });

  it("detail by id answers 404 'Content not found', exactly as an unknown id", async () => {
    expect((await get(`/api/movies/${A_RATED.id}`)).statusCode).toBe(200);
    const hidden = await get(`/api/movies/${A_RATED.id}`, kids);
    const unknown = await get('/api/movies/no-such-title', kids);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());
    const allowed = SAMPLE_MOVIES.find((m) => m.certification === 'U');
    expect((await get(`/api/movies/${allowed?.id}`, kids)).statusCode).toBe(200);
  });

  it('trending leaves above-ceiling titles out', async () => {
    expect(ids((await get('/api/trending')).json())).toContain(A_RATED.id);
    const trending = ids((await get('/api/trending', kids)).json());
    expect(trending.length).toBeGreaterThan(0);
    expect(trending.every(withinKids)).toBe(true);
  });

  it('My List and likes: cannot add one, and a title re-rated above the ceiling disappears', async () => {
    for (const list of ['list', 'likes']) {
      const add = await api.app.inject({
        method: 'PUT',
        url: `/api/me/${list}/${A_RATED.id}`,
        headers: kids,
      });
      expect(add.statusCode).toBe(404);
      expect(
        (await api.app.inject({ method: 'PUT', url: `/api/me/${list}/3`, headers: kids })).statusCode,
      ).toBe(200);
    }
    await movieModel(api.app.db).updateOne({ _id: '3' }, { $set: { certification: 'U/A 16+' } });
    invalidateCatalogCache(api.app.db);
    for (const list of ['list', 'likes']) {
      expect((await get(`/api/me/${list}`, kids)).json().items).toEqual([]);
      expect((await get(`/api/me/${list}/3`, kids)).json()).toEqual({ inList: false });
    }
    await movieModel(api.app.db).updateOne({ _id: '3' }, { $set: { certification: 'U/A 7+' } });
    invalidateCatalogCache(api.app.db);
    expect(
      ids((await get('/api/me/list', kids)).json().items.map((e: { movie: MovieDisplay }) => e.movie)),
    ).toEqual(['3']);
  });

  it('each ceiling sees exactly the classes at or below it', async () => {
    const owner = await signUp(api.app);
    for (const ceiling of CERTIFICATIONS.slice(0, 4)) {
      const profile = await createViewerProfile(api.app, owner, {
        name: `Up to ${ceiling}`,
        kids: true,
        ceiling,
      });
      const headers = asViewer(owner, await selectViewerProfile(api.app, owner, profile.id));
      const seen = ids((await get('/api/movies?limit=100', headers)).json().items).sort();
      const expected = SAMPLE_MOVIES.filter((m) => isWithinCeiling(m.certification, ceiling))
        .map((m) => m.id)
        .sort();
      expect(seen).toEqual(expected);
    }
  });
});
