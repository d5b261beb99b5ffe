// The static visitor pages whose whole document mfe-landing prerenders (routes.ts declares them
// `prerendered` with these files): the page in English as `pages/<name>.html`, and each other
// language's copy of the page as `pages/<lang>/<name>.html`, which the island puts in place for
// a visitor who chose that language.
import type { ComponentType } from 'react';
import AboutPage from '../pages/AboutPage';
import FaqPage from '../pages/FaqPage';
import HelpPage from '../pages/HelpPage';
import PrivacyPage from '../pages/PrivacyPage';
import ShippingPage from '../pages/ShippingPage';
import TermsPage from '../pages/TermsPage';

export interface StaticDocument {
  path: string;
  name: string;
  Page: ComponentType;
}

export const STATIC_DOCUMENTS: readonly StaticDocument[] = [
  { path: '/faq', name: 'faq', Page: FaqPage },
  { path: '/help', name: 'help', Page: HelpPage },
  { path: '/about', name: 'about', Page: AboutPage },
  { path: '/privacy', name: 'privacy', Page: PrivacyPage },
  { path: '/terms', name: 'terms', Page: TermsPage },
  { path: '/shipping', name: 'shipping', Page: ShippingPage },
];
