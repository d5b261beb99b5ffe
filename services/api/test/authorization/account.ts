import { managersOnly, type Rows, signedInOnly } from './matrix-kit';

/**
 * The account's settings and the spec's profile record: /me URLs name no user, so each caller
 * only reaches their own.
 */
export const rows: Rows = {
  'GET /api/me/settings': { expect: signedInOnly(200) },
  'PATCH /api/me/settings': { request: () => ({ payload: { autoplay: false } }), expect: signedInOnly(200) },
  'GET /api/me/profile': { expect: signedInOnly(200) },
  'PATCH /api/me/profile': {
    request: () => ({ payload: { full_name: 'Matrix Name' } }),
    expect: managersOnly(200),
  },
};
