import { hasSessionHint, loadMemberSnapshot } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { useState } from 'react';

/**
 * The member this browser last saw (auth-store's snapshot: no email, no token), when it expects
 * to restore their session; null otherwise. Read once per mount: it only stands in until the
 * restore answers.
 */
export function useReturningMember(): AuthUser | null {
  const [member] = useState(() => (hasSessionHint() ? loadMemberSnapshot() : null));
  return member;
}
