import { useAuthStore } from '@premieres/auth-store';
import { PageSpinner } from '@premieres/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { adminAccess } from './adminAccess';
import { SignedOutNotice } from './SignedOutNotice';

/** Seen by members who are not staff only: its own chunk (Chakra's DataList), off the panel's first load. */
const AccessDenied = lazy(() =>
  import('./AccessDenied').then((module) => ({ default: module.AccessDenied })),
);

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
      return (
        <Suspense fallback={<PageSpinner />}>
          <AccessDenied />
        </Suspense>
      );
    case 'staff':
      return children;
  }
}
