import type { ListEntry } from '@premieres/contracts';
import { movieModel } from '../../src/models/movie';
import { bearer, type Session, signUp } from '../helpers';
import { useTestApp } from '../support/test-app';

const api = useTestApp();
let alice: Session;
let bob: Session;

beforeAll(async () => {
  alice = await signUp(api.app);
  bob = await signUp(api.app);
});

function call(who: Session | null, method: 'GET' | 'PUT' | 'DELETE', url: string) {
  return api.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {} });
}

async function entries(who: Session, list = 'list'): Promise<ListEntry[]> {
  const res = await call(who, 'GET', `/api/me/${list}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: ListEntry[] }).items;
}

describe.each(['list', 'likes'])('/api/me/%s', (list) => {
  const base = `/api/me/${list}`;

  afterEach(async () => {
    for (const who of [alice, bob]) {
      for (const entry of await entries(who, list)) await call(who, 'DELETE', `${base}/${entry.movie.id}`);
    }
  });

  it('is for signed-in users only', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['GET', `${base}/1`],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('adds idempotently, lists newest first with the added time, checks and removes', async () => {
    const first = await call(alice, 'PUT', `${base}/1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ inList: true, added_at: expect.any(String) });
    const again = await call(alice, 'PUT', `${base}/1`);
    expect(again.json()).toEqual(first.json());
    expect((await call(alice, 'PUT', `${base}/tv2`)).statusCode).toBe(200);

    const items = await entries(alice, list);
    expect(items.map((e) => e.movie.id)).toEqual(['tv2', '1']);
    expect(items[1]).toEqual({
      movie: expect.objectContaining({ id: '1', title: 'Rann Bhoomi', type: 'movie' }),
      added_at: first.json().added_at,
    });

    expect((await call(alice, 'GET', `${base}/1`)).json()).toEqual({ inList: true });
    expect((await call(alice, 'DELETE', `${base}/1`)).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', `${base}/1`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `${base}/1`)).json()).toEqual({ inList: false });
    expect((await entries(alice, list)).map((e) => e.movie.id)).toEqual(['tv2']);
  });

  it("refuses unknown titles with 404 'Content not found'", async () => {
    const res = await call(alice, 'PUT', `${base}/no-such-title`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Content not found',
    });
    expect(await entries(alice, list)).toEqual([]);
  });

  it("never shows or changes another user's entries", async () => {
    await call(alice, 'PUT', `${base}/5`);
    expect(await entries(bob, list)).toEqual([]);
    expect((await call(bob, 'GET', `${base}/5`)).json()).toEqual({ inList: false });
    // Bob removing the same title only touches his own list.
    expect((await call(bob, 'DELETE', `${base}/5`)).statusCode).toBe(204);
    expect((await entries(alice, list)).map((e) => e.movie.id)).toEqual(['5']);
    // Bob adding it creates his own entry; Alice's stays as it was.
    await call(bob, 'PUT', `${base}/5`);
    await call(bob, 'DELETE', `${base}/5`);
    expect((await entries(alice, list)).map((e) => e.movie.id)).toEqual(['5']);
  });
});

describe('My List and Liked', () => {
  it('are separate lists', async () => {
    await call(alice, 'PUT', '/api/me/likes/2');
    expect((await call(alice, 'GET', '/api/me/list/2')).json()).toEqual({ inList: false });
    expect((await entries(alice, 'likes')).map((e) => e.movie.id)).toEqual(['2']);
    await call(alice, 'DELETE', '/api/me/likes/2');
  });

  it('leave out titles removed from the catalogue', async () => {
    await movieModel(api.app.db).create({ _id: 'short-lived', title: 'Short Lived', type: 'movie' });
    await call(alice, 'PUT', '/api/me/list/short-lived');
    await call(alice, 'PUT', '/api/me/list/3');
    await movieModel(api.app.db).deleteOne({ _id: 'short-lived' });
    expect((await entries(alice)).map((e) => e.movie.id)).toEqual(['3']);
    await call(alice, 'DELETE', '/api/me/list/3');
  });
});
