// What a page needs to know about the signed-in member with no network (issue 27: the downloads
// open offline): who they are, their role and plan. The access token never goes to storage and
// the email is left out; sign-out (clearSession) deletes it.
import { type AuthUser, MEMBER_SNAPSHOT_KEY } from '@premieres/contracts';

// Named in the contracts: the shell's first paint reads it before this package has loaded.
export { MEMBER_SNAPSHOT_KEY };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function saveMemberSnapshot(user: AuthUser | null): void {
  try {
    if (user) storage()?.setItem(MEMBER_SNAPSHOT_KEY, JSON.stringify({ ...user, email: '' }));
    else storage()?.removeItem(MEMBER_SNAPSHOT_KEY);
  } catch {
    // Storage disabled or full: the app then starts signed out when offline.
  }
}

export function loadMemberSnapshot(): AuthUser | null {
  try {
    const raw = storage()?.getItem(MEMBER_SNAPSHOT_KEY);
    const user = raw ? (JSON.parse(raw) as AuthUser) : null;
    return user && typeof user.id === 'string' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}
