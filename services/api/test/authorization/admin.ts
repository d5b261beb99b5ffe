import { movieWrite, multipart, pngBytes } from '../admin/admin-fixtures';
import { bearer, uniqueEmail } from '../helpers';
import { type Ctx, moderatorsOnly, type Rows } from './matrix-kit';

/** A fresh title for a delete row (made by the admin, whoever then calls). */
async function createTitle(ctx: Ctx): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/movies',
    payload: movieWrite({ title: `Doomed ${uniqueEmail('t')}` }),
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

/** A fresh category for a delete row (made by the admin). */
async function createCategory(ctx: Ctx): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    payload: { name: `Doomed ${uniqueEmail('c')}` },
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

/**
 * The admin panel's routes (staff: moderator or admin): titles, trending, categories, insights.
 */
export const rows: Rows = {
  // admin (staff: moderator or admin)
  'GET /api/admin/movies': { expect: moderatorsOnly(200) },
  'GET /api/admin/movies/:id': {
    request: () => ({ url: '/api/admin/movies/1' }),
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies': {
    request: () => ({ payload: movieWrite({ title: `Matrix ${uniqueEmail('t')}` }) }),
    expect: moderatorsOnly(201),
  },
  'PATCH /api/admin/movies/:id': {
    request: () => ({ url: '/api/admin/movies/1', payload: { is_new: true } }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/movies/:id': {
    request: async (ctx) => ({ url: `/api/admin/movies/${await createTitle(ctx)}` }),
    expect: moderatorsOnly(204),
  },
  'PUT /api/admin/movies/:id/thumbnail': {
    request: () => {
      const body = multipart([
        { name: 'thumbnail', filename: 'p.png', content: pngBytes(), type: 'image/png' },
      ]);
      return { url: '/api/admin/movies/2/thumbnail', payload: body.payload, headers: body.headers };
    },
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies/bulk-delete': {
    request: () => ({ payload: { ids: ['no-such-title'] } }),
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies/bulk-flags': {
    request: () => ({ payload: { ids: ['1'], field: 'is_new', value: true } }),
    expect: moderatorsOnly(200),
  },
  'GET /api/admin/trending': { expect: moderatorsOnly(200) },
  'PUT /api/admin/trending': {
    request: () => ({ payload: { slots: ['1', '2', null, null, null, null, null, null, null, null] } }),
    expect: moderatorsOnly(200),
  },
  'GET /api/admin/categories': { expect: moderatorsOnly(200) },
  'POST /api/admin/categories': {
    request: () => ({ payload: { name: `Matrix ${uniqueEmail('c')}` } }),
    expect: moderatorsOnly(201),
  },
  'PATCH /api/admin/categories/:id': {
    request: () => ({
      url: '/api/admin/categories/action',
      payload: { name: 'Action', description: 'Matrix' },
    }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/categories/:id': {
    request: async (ctx) => ({ url: `/api/admin/categories/${await createCategory(ctx)}` }),
    expect: moderatorsOnly(204),
  },
  'GET /api/admin/analytics': { expect: moderatorsOnly(200) },
  'GET /api/admin/analytics/plays': { expect: moderatorsOnly(200) },
  'GET /api/admin/audit': { expect: moderatorsOnly(200) },
  'GET /api/admin/staff': { expect: moderatorsOnly(200) },
};
