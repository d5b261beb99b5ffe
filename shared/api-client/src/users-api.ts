import type { Role, UserList, UserListQuery, UserRow } from '@premieres/contracts';
import { call } from './http';
import { toSearchParams } from './search-params';

/** Staff: `GET /api/users` and `PUT /api/users/:id/role` (both admin only). */
export const usersApi = {
  /** Paged, newest first; `q` = part of the e-mail address. */
  list: (query: Partial<UserListQuery> = {}): Promise<UserList> =>
    call((c) => c.get('users', { searchParams: toSearchParams(query) }).json()),
  setRole: (userId: string, role: Role): Promise<UserRow> =>
    call((c) => c.put(`users/${encodeURIComponent(userId)}/role`, { json: { role } }).json()),
};
