import { everyone, type Rows, signedInOnly } from './matrix-kit';

/**
 * Search (issue 26): public like the catalogue (answers within the caller's ceiling); recent
 * searches belong to the acting profile, so only signed-in callers have them.
 */
export const rows: Rows = {
  'GET /api/search': { request: () => ({ url: '/api/search?q=antariksh' }), expect: everyone(200) },
  'GET /api/search/suggest': {
    request: () => ({ url: '/api/search/suggest?q=antar' }),
    expect: everyone(200),
  },
  'GET /api/me/searches': { expect: signedInOnly(200) },
  'POST /api/me/searches': { request: () => ({ payload: { q: 'antariksh' } }), expect: signedInOnly(200) },
  'DELETE /api/me/searches': { expect: signedInOnly(204) },
};
