import { isModeratorRole, type Role } from '@premieres/contracts';

/** The states of the admin panel (spec §2). */
export type AdminAccess = 'loading' | 'signedOut' | 'denied' | 'staff';

export function adminAccess(state: { loading: boolean; signedIn: boolean; role: Role }): AdminAccess {
  if (state.loading) return 'loading';
  if (!state.signedIn) return 'signedOut';
  return isModeratorRole(state.role) ? 'staff' : 'denied';
}
