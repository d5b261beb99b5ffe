import { useAuthStore } from '@premieres/auth-store';
import type { OwnedRoute } from '@premieres/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type ProfileCheck, profileCheckOf, viewerGate } from './viewer-gate';

/** Lazily, like the rest of the shell's API use: '/' for a visitor never loads the client. */
const api = () => import('@premieres/api-client');

/**
 * Asks the account's profiles once per sign-in when this browser has no choice: more than one or a
 * PIN sends the member to the picker; a single open profile is chosen at once (kept for the device).
 * A failed list lets the page open: the main profile acts, as for a single-profile account.
 */
async function checkProfiles(): Promise<ProfileCheck> {
  try {
    const { viewersApi } = await api();
    const profiles = await viewersApi.list();
    const check = profileCheckOf(profiles);
    const only = profiles[0];
    if (check === 'one' && only) await viewersApi.select(only.id).catch(() => undefined);
    return check;
  } catch {
    return 'one';
  }
}

/** Draws the page, or first sends the member to 'Who's watching?' (see viewer-gate.ts). */
export function ViewerGate({
  route,
  pickerPath,
  children,
}: {
  route: OwnedRoute | null;
  pickerPath: string | null;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const loading = useAuthStore((state) => state.loading);
  const viewer = useAuthStore((state) => state.viewerProfile);
  const viewerNeeded = useAuthStore((state) => state.viewerNeeded);
  const [checked, setChecked] = useState<{ userId: string; check: ProfileCheck } | null>(null);
  const decision = viewerGate({
    route,
    pickerPath,
    signedIn: userId !== null,
    loading,
    viewer,
    viewerNeeded,
    check: checked && checked.userId === userId ? checked.check : null,
    here: `${pathname}${search}`,
  });
  const checking = decision.kind === 'check' ? userId : null;
  useEffect(() => {
    if (!checking) return;
    let live = true;
    void checkProfiles().then((check) => {
      if (live) setChecked({ userId: checking, check });
    });
    return () => {
      live = false;
    };
  }, [checking]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return decision.kind === 'open' ? children : null;
}
