import type { OwnedRoute } from '@premieres/contracts';
import { AppHeader } from './AppHeader';

/** Loaded only on app pages (a lazy chunk): the landing page has its own top bar. */
export default function AppChrome({ routes }: { routes: readonly OwnedRoute[] }) {
  return <AppHeader routes={routes} />;
}
