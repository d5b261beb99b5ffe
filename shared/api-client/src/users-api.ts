import type { AuthUser, Role } from '@premieres/contracts';
import { call } from './http';

/** Staff: `GET /api/users` (moderator+), `PUT /api/users/:id/role` (admin). */
export const usersApi = {
  list: (): Promise<AuthUser[]> => call((c) => c.get('users').json()),
  setRole: async (userId: string, role: Role): Promise<void> => {
    await call((c) => c.put(`users/${encodeURIComponent(userId)}/role`, { json: { role } }));
  },
};
