import {
  ADMIN_ERROR_CODES,
  type Analytics,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NAME_TAKEN,
  type Category,
  RECENT_CONTENT,
} from '@premieres/contracts';
import type { InjectOptions } from 'fastify';
import { categoryModel } from '../../src/models/category';
import { movieModel } from '../../src/models/movie';
import { userModel } from '../../src/models/user';
import { isoWeekLabel } from '../../src/plugins/admin/insights/analytics';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  type Session,
  signIn,
  signUp,
} from '../helpers';
import { useTestApp } from '../support/test-app';
import { movieWrite } from './admin-fixtures';

const api = useTestApp();
let moderator: Session;
let admin: Session;

beforeAll(async () => {
  moderator = await signIn(api.app, DEV_MODERATOR.email, DEV_MODERATOR.password);
  admin = await signIn(api.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
}, 60_000);

function send(method: InjectOptions['method'], url: string, payload?: object, who: Session = moderator) {
  return api.app.inject({ method, url, payload, headers: bearer(who.accessToken) });
}

describe('categories', () => {
  it('creates (trimmed), edits and deletes; the public list follows at once', async () => {
    const created = await send('POST', '/api/admin/categories', {
      name: '  Mythology ',
      description: '  Gods ',
    });
    expect(created.statusCode).toBe(201);
    const category: Category = created.json();
    expect(category).toMatchObject({ name: 'Mythology', description: 'Gods' });
    const publicNames = async () =>
      ((await api.app.inject({ method: 'GET', url: '/api/categories' })).json() as Category[]).map(
        (c) => c.name,
      );
    expect(await publicNames()).toContain('Mythology');
    const edited = await send('PATCH', `/api/admin/categories/${category.id}`, {
      name: 'Myths',
      description: '',
    });
    expect(edited.json()).toMatchObject({ name: 'Myths', description: null });
    expect(await publicNames()).toContain('Myths');
    expect((await send('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(204);
    expect(await publicNames()).not.toContain('Myths');
    expect((await send('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(404);
  });

  it("'Category name is required' for a blank name", async () => {
    const res = await send('POST', '/api/admin/categories', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: CATEGORY_NAME_REQUIRED,
      fields: { name: CATEGORY_NAME_REQUIRED },
    });
  });

  it('names are unique in any case, on create and on rename; unknown fields refused', async () => {
    const res = await send('POST', '/api/admin/categories', { name: 'action' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: ADMIN_ERROR_CODES.categoryNameTaken,
      message: CATEGORY_NAME_TAKEN,
    });
    const other = (await send('POST', '/api/admin/categories', { name: 'Rename Me' })).json() as Category;
    expect((await send('PATCH', `/api/admin/categories/${other.id}`, { name: 'DRAMA' })).statusCode).toBe(
      409,
    );
    expect((await send('PATCH', `/api/admin/categories/${other.id}`, { name: 'rename me' })).statusCode).toBe(
      200,
    );
    const unknown = await send('POST', '/api/admin/categories', { name: 'X', colour: 'red' });
    expect(unknown.json().code).toBe(ADMIN_ERROR_CODES.unknownField);
  });
});

describe('analytics (aggregation on the embedded engine)', () => {
  it('counts, the newest titles, additions per ISO week and the most-listed titles', async () => {
    const a = (await send('POST', '/api/admin/movies', movieWrite({ title: 'Analytics A' }))).json();
    const b = (await send('POST', '/api/admin/movies', movieWrite({ title: 'Analytics B' }))).json();
    const listers = [await signUp(api.app), await signUp(api.app), await signUp(api.app)];
    for (const [i, who] of listers.entries()) {
      await api.app.inject({ method: 'PUT', url: `/api/me/list/${b.id}`, headers: bearer(who.accessToken) });
      if (i === 0)
        await api.app.inject({
          method: 'PUT',
          url: `/api/me/list/${a.id}`,
          headers: bearer(who.accessToken),
        });
    }
    const res = await send('GET', '/api/admin/analytics');
    expect(res.statusCode).toBe(200);
    const stats: Analytics = res.json();
    const Movies = movieModel(api.app.db);
    expect(stats.counts).toEqual({
      movies: await Movies.countDocuments({ type: 'movie' }),
      premieres: await Movies.countDocuments({ type: 'tv' }),
      users: await userModel(api.app.db).countDocuments(),
      categories: await categoryModel(api.app.db).countDocuments(),
    });
    expect(stats.recent).toHaveLength(RECENT_CONTENT);
    expect(stats.recent.slice(0, 2).map((m) => m.title)).toEqual(['Analytics B', 'Analytics A']);
    expect(stats.mostListed.slice(0, 2)).toEqual([
      { id: b.id, title: 'Analytics B', count: 3 },
      { id: a.id, title: 'Analytics A', count: 1 },
    ]);
    // Every title falls in some week; the newest week holds today's two.
    const docs = await Movies.find({}, { created_at: 1 }).lean();
    const weeks = stats.addedPerWeek;
    expect(weeks.map((w) => w.week)).toEqual([...weeks.map((w) => w.week)].sort());
    const now = new Date(a.created_at);
    expect(weeks.at(-1)?.week).toBe(isoWeekLabel(isoWeekYear(now), isoWeek(now)));
    expect(weeks.reduce((n, w) => n + w.count, 0)).toBeLessThanOrEqual(docs.length);
  });

  it('labels ISO weeks with two digits', () => {
    expect(isoWeekLabel(2026, 7)).toBe('2026-W07');
  });
});

/** ISO 8601 week and week-year (Thursday rule), computed independently of the engine. */
function isoWeekYear(date: Date): number {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  return d.getUTCFullYear();
}
function isoWeek(date: Date): number {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7));
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
}

describe('audit log and staff list', () => {
  it('newest first, filtered by staff member, with who/what/when', async () => {
    await send('POST', '/api/admin/categories', { name: 'By Moderator' });
    await send('POST', '/api/admin/categories', { name: 'By Admin' }, admin);
    const all = (await send('GET', '/api/admin/audit?limit=2')).json();
    expect(all.items.map((e: { changes: { name: { after: string } } }) => e.changes.name.after)).toEqual([
      'By Admin',
      'By Moderator',
    ]);
    const mine = (await send('GET', `/api/admin/audit?actor=${moderator.userId}&limit=100`)).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e: { actor_id: string }) => e.actor_id === moderator.userId)).toBe(true);
    // A moderator reads e-mail addresses masked; an admin reads them whole.
    expect(mine.items[0]).toMatchObject({
      actor_email: `${DEV_MODERATOR.email[0]}•••@${DEV_MODERATOR.email.split('@')[1]}`,
      action: 'category.create',
      target_type: 'category',
      changes: { name: { before: null, after: 'By Moderator' } },
    });
    expect(JSON.stringify(mine.items)).not.toContain(DEV_MODERATOR.email);
    const asAdmin = (
      await send('GET', `/api/admin/audit?actor=${moderator.userId}&limit=1`, undefined, admin)
    ).json();
    expect(asAdmin.items[0].actor_email).toBe(DEV_MODERATOR.email);
    expect((await send('GET', '/api/admin/audit?actor=nobody')).statusCode).toBe(400);
  });

  it('lists the staff (moderators and admins) for the filter', async () => {
    const staff = (await send('GET', '/api/admin/staff', undefined, admin)).json() as {
      email: string;
      role: string;
    }[];
    expect(staff).toEqual(
      expect.arrayContaining([
        { id: admin.userId, email: DEV_ADMIN_EMAIL, role: 'admin' },
        { id: moderator.userId, email: DEV_MODERATOR.email, role: 'moderator' },
      ]),
    );
    expect(staff.every((s) => s.role !== 'user')).toBe(true);
    const seenByModerator = (await send('GET', '/api/admin/staff')).json() as { email: string }[];
    expect(seenByModerator.map((s) => s.email)).not.toContain(DEV_ADMIN_EMAIL);
    expect(seenByModerator.every((s) => s.email.includes('•••@'))).toBe(true);
  });
});
