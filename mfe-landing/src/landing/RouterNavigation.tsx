import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LandingNavigationProvider } from './navigation';

/** Inside the shell: the landing links and Get Started navigate through its router (client-side). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <LandingNavigationProvider value={navigate}>{children}</LandingNavigationProvider>;
}
