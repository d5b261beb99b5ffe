import { useAuthStore } from '@premieres/auth-store';
import { PageSpinner } from '@premieres/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInPathFor } from '../auth/authQuery';

/** Pages that need a signed-in user send visitors to /auth?returnTo=<this page> (spec §2, §6). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAuthStore((state) => state.user);
  const loading = useAuthStore((state) => state.loading);
  const location = useLocation();
  const hadUser = useRef(false);
  const [leftAfterSignOut, setLeftAfterSignOut] = useState(false);
  if (user) hadUser.current = true;
  const signedOutHere = !loading && !user && hadUser.current;

  // Signing out here: the sign-out flow itself goes to / (spec §4) right after clearing the
  // session. Redirect to /auth only if nothing took the visitor elsewhere by the next task
  // (e.g. the session ended on its own).
  useEffect(() => {
    if (!signedOutHere) return;
    const timer = setTimeout(() => setLeftAfterSignOut(true), 0);
    return () => clearTimeout(timer);
  }, [signedOutHere]);

  if (loading || (signedOutHere && !leftAfterSignOut)) return <PageSpinner />;
  if (!user) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  return children;
}
