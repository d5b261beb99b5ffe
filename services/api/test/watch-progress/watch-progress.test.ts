import type { ContinueWatchingEntry, Paged, WatchProgress } from '@premieres/contracts';
import { watchProgressModel } from '../../src/models/watch-progress';
import { useClockedApp } from '../account/clocked-app';
import { subscribe } from '../billing/billing-fixtures';
import { asViewer, bearer, createViewerProfile, type Session, selectViewerProfile, signUp } from '../helpers';

/**
 * Resume positions and Continue Watching belong to one viewer profile. Title '1' is rated A
 * (above a kids ceiling); '3', '7' and '8' are U/A 7+. Time moves only with the manual clock.
 */
const { clock, state } = useClockedApp();
let member: Session;
let main: Record<string, string>;
let kids: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  member = await signUp(state.app);
  await subscribe(state.app, member);
  main = bearer(member.accessToken);
  const kidsProfile = await createViewerProfile(state.app, member, {
    name: 'Kids',
    kids: true,
    ceiling: 'U/A 7+',
  });
  kids = asViewer(member, await selectViewerProfile(state.app, member, kidsProfile.id));
  const second = await signUp(state.app);
  await subscribe(state.app, second);
  other = bearer(second.accessToken);
});

function save(
  headers: Record<string, string>,
  movieId: string,
  positionSeconds: number,
  durationSeconds = 10,
) {
  clock.advance(1000);
  return state.app.inject({
    method: 'PUT',
    url: `/api/me/progress/${movieId}`,
    headers,
    payload: { positionSeconds, durationSeconds },
  });
}

async function progress(headers: Record<string, string>, movieId: string): Promise<WatchProgress> {
  const res = await state.app.inject({ method: 'GET', url: `/api/me/progress/${movieId}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function row(headers: Record<string, string>, query = ''): Promise<Paged<ContinueWatchingEntry>> {
  const res = await state.app.inject({ method: 'GET', url: `/api/me/continue-watching${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const ids = (page: Paged<ContinueWatchingEntry>) => page.items.map((e) => e.movie.id);

it('saves idempotently and resumes where that profile left the title', async () => {
  expect((await progress(main, '3')).resumeAtSeconds).toBe(0);
  const first = await save(main, '3', 5.2);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({ movieId: '3', positionSeconds: 5.2, fraction: 0.52, finished: false });
  expect((await save(main, '3', 5.2)).statusCode).toBe(200);
  expect(await progress(main, '3')).toMatchObject({ resumeAtSeconds: 5.2, durationSeconds: 10 });
  // Another profile of the same account, and another account, start from the beginning.
  expect((await progress(kids, '3')).resumeAtSeconds).toBe(0);
  expect((await progress(other, '3')).resumeAtSeconds).toBe(0);
});

it('lists started titles newest first per profile, with the progress fraction, and pages', async () => {
  await save(main, '7', 3);
  await save(main, '1', 4);
  await save(kids, '8', 6);
  const mine = await row(main);
  expect(ids(mine)).toEqual(['1', '7', '3']);
  expect(mine.items[0]).toMatchObject({ positionSeconds: 4, durationSeconds: 10, fraction: 0.4 });
  expect(mine.total).toBe(3);
  expect(ids(await row(main, '?page=2&limit=2'))).toEqual(['3']);
  expect(ids(await row(kids))).toEqual(['8']);
  expect((await row(other)).items).toEqual([]);
  // Saving again moves a title to the front.
  await save(main, '3', 6);
  expect(ids(await row(main))[0]).toBe('3');
});

it('never lets a kids profile save, read or see an above-ceiling title', async () => {
  expect((await save(kids, '1', 4)).statusCode).toBe(404);
  const read = await state.app.inject({ method: 'GET', url: '/api/me/progress/1', headers: kids });
  expect(read.statusCode).toBe(404);
  expect(ids(await row(kids))).not.toContain('1');
});

it('starts a finished title over and drops it from the row; removal drops it too', async () => {
  await save(main, '7', 9.6);
  expect(await progress(main, '7')).toMatchObject({ finished: true, resumeAtSeconds: 0 });
  expect(ids(await row(main))).not.toContain('7');
  const removed = await state.app.inject({
    method: 'DELETE',
    url: '/api/me/continue-watching/3',
    headers: main,
  });
  expect(removed.statusCode).toBe(204);
  const again = await state.app.inject({
    method: 'DELETE',
    url: '/api/me/continue-watching/3',
    headers: main,
  });
  expect(again.statusCode).toBe(204);
  expect(ids(await row(main))).toEqual(['1']);
  expect((await progress(main, '3')).resumeAtSeconds).toBe(0);
});

it('refuses bad positions with a stable code', async () => {
  for (const payload of [
    { positionSeconds: -1, durationSeconds: 10 },
    { positionSeconds: 1, durationSeconds: 0 },
    { positionSeconds: '1', durationSeconds: 10 },
    { positionSeconds: 1 },
    { positionSeconds: 1, durationSeconds: 10, extra: true },
  ]) {
    const res = await state.app.inject({ method: 'PUT', url: '/api/me/progress/3', headers: main, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toEqual(expect.any(String));
  }
});

it('is for subscribers only', async () => {
  const visitor = await state.app.inject({ method: 'GET', url: '/api/me/continue-watching' });
  expect(visitor.statusCode).toBe(401);
  const unpaid = await signUp(state.app);
  const res = await state.app.inject({
    method: 'GET',
    url: '/api/me/continue-watching',
    headers: bearer(unpaid.accessToken),
  });
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('SUBSCRIPTION_REQUIRED');
});

it('goes with its viewer profile when the profile is deleted', async () => {
  const teen = await createViewerProfile(state.app, member, { name: 'Teen' });
  const asTeen = asViewer(member, await selectViewerProfile(state.app, member, teen.id));
  expect((await save(asTeen, '3', 4)).statusCode).toBe(200);
  const Progress = watchProgressModel(state.app.db);
  expect(await Progress.countDocuments({ viewer_profile_id: teen.id })).toBe(1);
  const deleted = await state.app.inject({
    method: 'DELETE',
    url: `/api/viewer-profiles/${teen.id}`,
    headers: main,
  });
  expect(deleted.statusCode).toBe(204);
  expect(await Progress.countDocuments({ viewer_profile_id: teen.id })).toBe(0);
});
