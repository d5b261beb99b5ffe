import { adminsOnly, type Rows } from './matrix-kit';

/**
 * Staff user management (admins only).
 */
export const rows: Rows = {
  // users
  'GET /api/users': { expect: adminsOnly(200) },
  'PUT /api/users/:id/role': {
    // Target: the member "user" (for "user" this is their own account).
    request: (ctx) => ({ url: `/api/users/${ctx.sessions.user.userId}/role`, payload: { role: 'user' } }),
    expect: adminsOnly(200),
  },
};
