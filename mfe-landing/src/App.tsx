import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import './i18n/registerLandingStrings';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { LandingPage } from './landing/LandingPage';
import { RouterNavigation } from './landing/RouterNavigation';

// The landing page is eager (it is the first paint); the other visitor pages load on demand. None
// needs the UI kit: a document request gets their prerendered copies (static-pages/), and inside
// the shell the same components render here.
const FaqPage = lazy(() => import('./pages/FaqPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const ShippingPage = lazy(() => import('./pages/ShippingPage'));
const SpeedTestPage = lazy(() => import('./pages/SpeedTestPage'));

/** The pages this remote owns (spec §2 route table); /home and /index are the landing page too. */
const PAGES: readonly { path: string; Page: ComponentType }[] = [
  { path: '/', Page: LandingPage },
  { path: '/home', Page: LandingPage },
  { path: '/index', Page: LandingPage },
  { path: '/faq', Page: FaqPage },
  { path: '/help', Page: HelpPage },
  { path: '/about', Page: AboutPage },
  { path: '/privacy', Page: PrivacyPage },
  { path: '/terms', Page: TermsPage },
  { path: '/shipping', Page: ShippingPage },
  { path: '/speed-test', Page: SpeedTestPage },
];

export const LANDING_PATHS = PAGES.map(({ path }) => path);

function Pages() {
  return (
    <Suspense fallback={<PlainSpinner />}>
      <Routes>
        {PAGES.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>
  );
}

/** mfe-landing's exposed './App': the visitor pages, rendered inside the shell's router. */
export default function App() {
  return (
    <RouterNavigation>
      <Pages />
    </RouterNavigation>
  );
}
