// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// landing namespace's English strings (the landing page's and the visitor pages'), or in the
// common ones, is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { landingEn } from './landing.en';
import type { pagesEn } from './pages.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'landing';
    resources: { landing: typeof landingEn & typeof pagesEn; common: CommonStrings };
  }
}
