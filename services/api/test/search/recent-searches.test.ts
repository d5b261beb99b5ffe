import {
  RECENT_SEARCHES_MAX,
  type RecentSearches,
  SEARCH_ERROR_CODES,
  SEARCH_QUERY_EMPTY,
} from '@premieres/contracts';
import { recentSearchModel } from '../../src/models/recent-search';
import { useClockedApp } from '../account/clocked-app';
import { asViewer, bearer, createViewerProfile, type Session, selectViewerProfile, signUp } from '../helpers';

// Each search a second after the last: the clock moves only when told, so "newest first" is exact.
const { clock, state } = useClockedApp();
let member: Session;
let main: Record<string, string>;
let other: Record<string, string>;
let kids: Record<string, string>;
let kidsId: string;

beforeAll(async () => {
  const { app } = state;
  member = await signUp(app);
  main = bearer(member.accessToken);
  const second = await createViewerProfile(app, member, { name: 'Second' });
  other = asViewer(member, await selectViewerProfile(app, member, second.id));
  const kidsProfile = await createViewerProfile(app, member, { name: 'Kids', kids: true, ceiling: 'U/A 7+' });
  kidsId = kidsProfile.id;
  kids = asViewer(member, await selectViewerProfile(app, member, kidsId));
});

const recents = async (headers: Record<string, string>) => {
  const res = await state.app.inject({ method: 'GET', url: '/api/me/searches', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as RecentSearches).items.map((item) => item.q);
};
const remember = async (headers: Record<string, string>, q: string) => {
  clock.advance(1000);
  return state.app.inject({ method: 'POST', url: '/api/me/searches', headers, payload: { q } });
};

describe('recent searches, per viewer profile', () => {
  it('adds, lists newest first with times, and a repeat (any case or spacing) moves to the top', async () => {
    expect(await recents(main)).toEqual([]);
    for (const q of ['Antariksh', '  rann   bhumi ', 'mohala'])
      expect((await remember(main, q)).statusCode).toBe(200);
    const again = await remember(main, 'ANTARIKSH');
    expect((again.json() as RecentSearches).items.map((i) => i.q)).toEqual([
      'ANTARIKSH',
      'mohala',
      'rann bhumi',
    ]);
    const listed = (await state.app.inject({ method: 'GET', url: '/api/me/searches', headers: main })).json();
    expect(listed.items[0]).toEqual({ q: 'ANTARIKSH', searchedAt: clock.now().toISOString() });
  });

  it(`keeps the ${RECENT_SEARCHES_MAX} newest`, async () => {
    for (let n = 1; n <= RECENT_SEARCHES_MAX + 2; n++) await remember(other, `query ${n}`);
    const list = await recents(other);
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe(`query ${RECENT_SEARCHES_MAX + 2}`);
    expect(list).not.toContain('query 2');
    expect(await recentSearchModel(state.app.db).countDocuments({ q: /^query / })).toBe(RECENT_SEARCHES_MAX);
  });

  it("each profile has its own: one profile's searches never show in another's", async () => {
    expect(await recents(main)).not.toContain('query 12');
    expect(await recents(other)).not.toContain('mohala');
  });

  it('refuses a search of nothing', async () => {
    const res = await remember(main, '   ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: SEARCH_ERROR_CODES.queryEmpty, message: SEARCH_QUERY_EMPTY });
    expect((await remember(main, 'x'.repeat(101))).statusCode).toBe(400);
  });

  it("a kids profile's recents never name a title above its ceiling", async () => {
    // Rann Bhoomi is A and Antariksh U/A 13+: typed, remembered, never shown back to U/A 7+.
    for (const q of ['rann bhumi', 'golmal', 'अंतरिक्ष', 'chai pe charcha']) await remember(kids, q);
    expect(await recents(kids)).toEqual(['chai pe charcha', 'golmal']);
  });

  it('clears only the acting profile; deleting a profile deletes its searches', async () => {
    const cleared = await state.app.inject({ method: 'DELETE', url: '/api/me/searches', headers: main });
    expect(cleared.statusCode).toBe(204);
    expect(await recents(main)).toEqual([]);
    expect(await recents(other)).toHaveLength(RECENT_SEARCHES_MAX);
    const deleted = await state.app.inject({
      method: 'DELETE',
      url: `/api/viewer-profiles/${kidsId}`,
      headers: main,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await recentSearchModel(state.app.db).countDocuments({ viewer_profile_id: kidsId })).toBe(0);
  });

  it('needs a signed-in member', async () => {
    expect((await state.app.inject({ method: 'GET', url: '/api/me/searches' })).statusCode).toBe(401);
  });
});
