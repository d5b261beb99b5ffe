// The visitor pages whose whole document mfe-landing prerenders (routes.ts declares them
// `prerendered` with these files): the page in English as `pages/<name>.html`, and each other
// language's copy of the page as `pages/<lang>/<name>.html`, which the text pages' island puts in
// place for a visitor who chose that language (the speed test's island renders it instead).
import type { ComponentType } from 'react';
import AboutPage from '../pages/AboutPage';
import FaqPage from '../pages/FaqPage';
import HelpPage from '../pages/HelpPage';
import PrivacyPage from '../pages/PrivacyPage';
import ShippingPage from '../pages/ShippingPage';
import SpeedTestPage from '../pages/SpeedTestPage';
import TermsPage from '../pages/TermsPage';

/** The islands build's entries (webpack.config.ts): text pages need only Back and the language. */
export type IslandEntry = 'static-pages' | 'speed-test';

export interface StaticDocument {
  path: string;
  name: string;
  Page: ComponentType;
  island: IslandEntry;
}

export const STATIC_DOCUMENTS: readonly StaticDocument[] = [
  { path: '/faq', name: 'faq', Page: FaqPage, island: 'static-pages' },
  { path: '/help', name: 'help', Page: HelpPage, island: 'static-pages' },
  { path: '/about', name: 'about', Page: AboutPage, island: 'static-pages' },
  { path: '/privacy', name: 'privacy', Page: PrivacyPage, island: 'static-pages' },
  { path: '/terms', name: 'terms', Page: TermsPage, island: 'static-pages' },
  { path: '/shipping', name: 'shipping', Page: ShippingPage, island: 'static-pages' },
  // Interactive: its island runs the page on Preact (hydrated in English, rendered in hi/ml).
  { path: '/speed-test', name: 'speed-test', Page: SpeedTestPage, island: 'speed-test' },
];
