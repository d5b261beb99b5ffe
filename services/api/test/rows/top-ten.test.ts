import type { TopTen, TopTenStats } from '@premieres/contracts';
import { countedPlayModel } from '../../src/models/counted-play';
import { viewerKey } from '../../src/plugins/rows/counted-plays';
import { useClockedApp } from '../account/clocked-app';
import { subscribe } from '../billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  selectViewerProfile,
  signIn,
  signUp,
} from '../helpers';

/**
 * "Top 10 in India today" from plays past two minutes ('2min' milestones), one per viewer profile
 * per title, over the last 24 hours of the server clock. Title '1' is rated A (above a kids
 * ceiling); '2' is U/A 13+, '3' and '8' U/A 7+, '14' U. The clock starts at the real time so the
 * database's own expiry of old entries (real time) never races the test's clock.
 */
const HOUR = 3_600_000;
const { clock, state } = useClockedApp(new Date());
type Headers = Record<string, string>;
const member: Record<'aMain' | 'aKids' | 'b' | 'c' | 'd' | 'unsubscribed', Headers> = {} as never;
let staff: Headers;

beforeAll(async () => {
  const subscriber = async () => {
    const session = await signUp(state.app);
    await subscribe(state.app, session);
    return session;
  };
  const a = await subscriber();
  member.aMain = bearer(a.accessToken);
  const kids = await createViewerProfile(state.app, a, { name: 'Kids', kids: true, ceiling: 'U/A 7+' });
  member.aKids = asViewer(a, await selectViewerProfile(state.app, a, kids.id));
  member.b = bearer((await subscriber()).accessToken);
  member.c = bearer((await subscriber()).accessToken);
  member.d = bearer((await subscriber()).accessToken);
  member.unsubscribed = bearer((await signUp(state.app)).accessToken);
  staff = bearer((await signIn(state.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).accessToken);
});

async function play(headers: Headers, movieId: string, milestone = '2min') {
  const res = await state.app.inject({
    method: 'POST',
    url: `/api/playback/${movieId}/events`,
    headers,
    payload: { milestone },
  });
  expect(res.statusCode).toBe(204);
}

async function topTen(headers: Headers = {}): Promise<Array<[number, string]>> {
  const res = await state.app.inject({ method: 'GET', url: '/api/rows/top-ten', headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as TopTen).items.map((entry) => [entry.rank, entry.movie.id]);
}

async function stats(): Promise<TopTenStats> {
  const res = await state.app.inject({ method: 'GET', url: '/api/admin/analytics/top-ten', headers: staff });
  expect(res.statusCode).toBe(200);
  return res.json();
}

it('ranks nothing before any play passed two minutes', async () => {
  await play(member.b, '5', 'start');
  await play(member.b, '5', '25');
  expect(await topTen()).toEqual([]);
  expect((await stats()).items).toEqual([]);
});

it('counts one play per profile per title, most played first, each profile within its ceiling', async () => {
  for (const who of [member.aMain, member.b, member.c, member.d]) await play(who, '1');
  for (const who of [member.aMain, member.aMain, member.aKids, member.b]) await play(who, '3');
  await play(member.c, '2');
  await play(member.d, '2');
  await play(member.aKids, '8');
  // An account without a subscription plays nothing, so its reports never count.
  await play(member.unsubscribed, '14');

  const everyone = [
    [1, '1'],
    [2, '3'],
    [3, '2'],
    [4, '8'],
  ];
  expect(await topTen()).toEqual(everyone);
  expect(await topTen(member.aMain)).toEqual(everyone);
  // The kids profile's row holds only what it may watch, numbered from #1.
  expect(await topTen(member.aKids)).toEqual([
    [1, '3'],
    [2, '8'],
  ]);
  const board = await stats();
  expect(board.windowHours).toBe(24);
  expect(board.items.map(({ rank, id, title, plays }) => [rank, id, title, plays])).toEqual([
    [1, '1', 'Rann Bhoomi', 4],
    [2, '3', 'Golmaal Junction', 3],
    [3, '2', 'Antariksh', 2],
    [4, '8', 'Chai Pe Charcha', 1],
  ]);
});

it("reads another server's plays at the next recount, at most once a minute (page views read memory)", async () => {
  // Another API process recorded five plays of '14' (this process has not seen them).
  const others = ['p1', 'p2', 'p3', 'p4', 'p5'].map((profile) => ({
    movie_id: '14',
    viewer: viewerKey(profile),
    at: clock.now(),
  }));
  await countedPlayModel(state.app.db).insertMany(others);
  expect((await topTen())[0]).toEqual([1, '1']);
  clock.advance(59_000);
  expect((await topTen())[0]).toEqual([1, '1']);
  clock.advance(1_000);
  expect((await topTen())[0]).toEqual([1, '14']);
  expect((await stats()).items[0]).toMatchObject({ id: '14', plays: 5 });
});

it('forgets plays older than 24 hours; a profile playing again keeps its one play in the window', async () => {
  clock.advance(23 * HOUR);
  await play(member.c, '3');
  await play(member.d, '1');
  clock.advance(HOUR + 60_000);
  // Only the two plays of the last day are left: '3' by c, '1' by d (its earlier plays expired).
  expect(await topTen()).toEqual([
    [1, '1'],
    [2, '3'],
  ]);
  expect((await stats()).items.map(({ id, plays }) => [id, plays])).toEqual([
    ['1', 1],
    ['3', 1],
  ]);
  clock.advance(24 * HOUR);
  expect(await topTen()).toEqual([]);
});
