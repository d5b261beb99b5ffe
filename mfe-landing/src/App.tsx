import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import './i18n/registerLandingStrings';
import { PlainSpinner } from '@premieres/ui/src/plain/PlainSpinner';
import { LandingPage } from './landing/LandingPage';

// The landing page is eager (it is the first paint) and needs no UI kit; the visitor pages load on
// demand and use @premieres/ui (the shell provides its UiProvider on their routes).
const FaqPage = lazy(() => import('./pages/FaqPage'));
const HelpPage = lazy(() => import('./pages/HelpPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const ShippingPage = lazy(() => import('./pages/ShippingPage'));
const SpeedTestPage = lazy(() => import('./pages/SpeedTestPage'));

/** Paths this remote owns (spec §2 route table). */
export const LANDING_PATHS = [
  '/',
  '/home',
  '/index',
  '/faq',
  '/help',
  '/about',
  '/privacy',
  '/terms',
  '/shipping',
  '/speed-test',
] as const;

/** mfe-landing's exposed './App': the visitor pages, rendered inside the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<PlainSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<LandingPage />} />
        <Route path="/index" element={<LandingPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/shipping" element={<ShippingPage />} />
        <Route path="/speed-test" element={<SpeedTestPage />} />
      </Routes>
    </Suspense>
  );
}
