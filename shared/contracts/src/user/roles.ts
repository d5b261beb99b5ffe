/** Staff roles; one per user, `user` when none is stored (spec §3, §6). */
export type Role = 'user' | 'moderator' | 'admin';

export const ROLES: readonly Role[] = ['user', 'moderator', 'admin'];

export const DEFAULT_ROLE: Role = 'user';

export function isRole(value: unknown): value is Role {
  return value === 'user' || value === 'moderator' || value === 'admin';
}

/** Admin panel access: moderator or admin. */
export function isModeratorRole(role: Role | null | undefined): boolean {
  return role === 'moderator' || role === 'admin';
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return role === 'admin';
}
