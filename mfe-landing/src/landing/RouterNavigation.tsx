import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BackProvider } from '../static-pages/back';
import { LandingNavigationProvider } from './navigation';

/**
 * Inside the shell: the landing links and Get Started navigate through its router (client-side);
 * Back steps back in its history, or goes home for a page opened directly (no in-app history).
 */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <LandingNavigationProvider value={navigate}>
      <BackProvider value={back}>{children}</BackProvider>
    </LandingNavigationProvider>
  );
}
