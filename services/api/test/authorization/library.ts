import { aboveKidsCeiling, type Rows, signedInOnly } from './matrix-kit';

/**
 * My List and Liked titles: the URLs name no user, so each caller only ever reaches their own list;
 * that another user's entries stay unreadable and unchanged is asserted in
 * catalogue/library-routes.test.ts.
 */
export const rows: Rows = {
  // library: the URLs name no user, so each caller only ever reaches their own list; that another
  // user's entries stay unreadable and unchanged is asserted in catalogue/library-routes.test.ts
  'GET /api/me/list': { expect: signedInOnly(200) },
  'GET /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: signedInOnly(200) },
  'PUT /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: aboveKidsCeiling(200) },
  'DELETE /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: signedInOnly(204) },
  'GET /api/me/likes': { expect: signedInOnly(200) },
  'GET /api/me/likes/:movieId': { request: () => ({ url: '/api/me/likes/1' }), expect: signedInOnly(200) },
  'PUT /api/me/likes/:movieId': {
    request: () => ({ url: '/api/me/likes/1' }),
    expect: aboveKidsCeiling(200),
  },
  'DELETE /api/me/likes/:movieId': { request: () => ({ url: '/api/me/likes/1' }), expect: signedInOnly(204) },
};
