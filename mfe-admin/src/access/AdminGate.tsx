import { useAuthStore } from '@premieres/auth-store';
import { PageSpinner } from '@premieres/ui';
import type { ReactNode } from 'react';
import { AccessDenied } from './AccessDenied';
import { adminAccess } from './adminAccess';
import { SignedOutNotice } from './SignedOutNotice';

/** Spec §2: loading, signed out, signed in without a staff role, or the panel itself. */
export function AdminGate({ children }: { children: ReactNode }) {
  const loading = useAuthStore((state) => state.loading);
  const user = useAuthStore((state) => state.user);
  const role = useAuthStore((state) => state.role);
  switch (adminAccess({ loading, signedIn: user !== null, role })) {
    case 'loading':
      return <PageSpinner />;
    case 'signedOut':
      return <SignedOutNotice />;
    case 'denied':
      return <AccessDenied />;
    case 'staff':
      return children;
  }
}
