import { ADMIN_ERROR_CODES, TRENDING_MAX, type TrendingItem, type TrendingSlots } from '@premieres/contracts';
import type { InjectOptions } from 'fastify';
import { movieModel } from '../../src/models/movie';
import { bearer, DEV_MODERATOR, type Session, signIn } from '../helpers';
import { useTestApp } from '../support/test-app';
import { movieWrite } from './admin-fixtures';

// No read cache: the concurrent reader below must hit the database on every read, or a cached
// answer would hide a save that passes through an empty or mixed state.
const api = useTestApp({ config: { catalogCacheTtlMs: 0 } });
let moderator: Session;

beforeAll(async () => {
  moderator = await signIn(api.app, DEV_MODERATOR.email, DEV_MODERATOR.password);
}, 60_000);

function send(method: InjectOptions['method'], url: string, payload?: object) {
  return api.app.inject({ method, url, payload, headers: bearer(moderator.accessToken) });
}

const slots = (...ids: (string | null)[]) => Array.from({ length: TRENDING_MAX }, (_, i) => ids[i] ?? null);

async function publicTrending(): Promise<string[]> {
  const res = await api.app.inject({ method: 'GET', url: '/api/trending' });
  return (res.json() as TrendingItem[]).map((t) => t.id);
}

describe('trending manager', () => {
  it('starts from the seeded positions (one order document built once)', async () => {
    const res = await send('GET', '/api/admin/trending');
    expect(res.statusCode).toBe(200);
    const view: TrendingSlots = res.json();
    expect(view.slots).toHaveLength(TRENDING_MAX);
    const seeded = await movieModel(api.app.db)
      .find({ trending_position: { $ne: null } })
      .sort({ trending_position: 1 })
      .lean();
    expect(view.slots.filter(Boolean).map((s) => s?.id)).toEqual(seeded.map((m) => m._id));
    expect(await publicTrending()).toEqual(seeded.map((m) => m._id));
  });

  it('Save replaces the whole order; /api/trending and the movie fields follow at once', async () => {
    const res = await send('PUT', '/api/admin/trending', { slots: slots('3', null, '1') });
    expect(res.statusCode).toBe(200);
    expect(res.json().slots[0]).toMatchObject({ id: '3' });
    expect(res.json().slots[1]).toBeNull();
    const items = (await api.app.inject({ method: 'GET', url: '/api/trending' })).json() as TrendingItem[];
    expect(items.map((t) => [t.id, t.trending_position])).toEqual([
      ['3', 1],
      ['1', 3],
    ]);
    const flagged = await movieModel(api.app.db)
      .find({ trending_position: { $ne: null } })
      .sort({ trending_position: 1 })
      .lean();
    expect(flagged.map((m) => [m._id, m.trending_position, m.is_trending])).toEqual([
      ['3', 1, true],
      ['1', 3, true],
    ]);
    const display = (await api.app.inject({ method: 'GET', url: '/api/movies/3' })).json();
    expect(display.trendingPosition).toBe(1);
  });

  it('refuses a title twice, unknown titles and a wrong slot count', async () => {
    const twice = await send('PUT', '/api/admin/trending', { slots: slots('1', '1') });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe(ADMIN_ERROR_CODES.trendingDuplicate);
    const unknown = await send('PUT', '/api/admin/trending', { slots: slots('no-such-title') });
    expect(unknown.json().code).toBe(ADMIN_ERROR_CODES.trendingUnknownMovie);
    expect((await send('PUT', '/api/admin/trending', { slots: ['1'] })).statusCode).toBe(400);
  });

  it('a deleted title leaves its slot', async () => {
    const created = await send('POST', '/api/admin/movies', movieWrite({ title: 'Trending Then Gone' }));
    const id = created.json().id as string;
    await send('PUT', '/api/admin/trending', { slots: slots(id, '2') });
    expect(await publicTrending()).toEqual([id, '2']);
    await send('DELETE', `/api/admin/movies/${id}`);
    expect(await publicTrending()).toEqual(['2']);
    expect((await send('GET', '/api/admin/trending')).json().slots[0]).toBeNull();
  });

  it('a reader polling /api/trending during saves sees only whole lists, never empty or mixed', async () => {
    const orderA = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];
    const orderB = ['tv1', 'tv2', 'tv3', '11', '12', '13', '14', '15', '16', '17'];
    await send('PUT', '/api/admin/trending', { slots: orderA });
    const seen: string[] = [];
    let saving = true;
    const reader = (async () => {
      while (saving) {
        seen.push((await publicTrending()).join(','));
        // A cached answer resolves without I/O; yield so the saves' database round trips run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    for (let i = 0; i < 10; i++) {
      await send('PUT', '/api/admin/trending', { slots: i % 2 === 0 ? orderB : orderA });
    }
    saving = false;
    await reader;
    expect(seen.length).toBeGreaterThan(0);
    const allowed = new Set([orderA.join(','), orderB.join(',')]);
    expect(seen.filter((list) => !allowed.has(list))).toEqual([]);
  });

  it('each save is in the audit log with the order before and after', async () => {
    await send('PUT', '/api/admin/trending', { slots: slots('5') });
    const entry = (await send('GET', '/api/admin/audit?limit=1')).json().items[0];
    expect(entry).toMatchObject({ action: 'trending.save', target_type: 'trending', target_id: null });
    expect(entry.changes.slots.after).toEqual(slots('5'));
  });
});
