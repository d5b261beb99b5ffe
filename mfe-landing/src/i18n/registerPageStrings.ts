import { registerNamespace } from '@premieres/i18n';
import { LANDING_NS } from './namespace';
import { pagesEn } from './pages.en';
import { pagesHi } from './pages.hi';
import { pagesMl } from './pages.ml';

// The visitor pages' strings join the 'landing' namespace when the first page chunk loads,
// so the landing page's own first load does not carry them.
registerNamespace(LANDING_NS, { en: pagesEn, hi: pagesHi, ml: pagesMl });
