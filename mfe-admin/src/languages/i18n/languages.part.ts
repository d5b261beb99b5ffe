import type { PartStrings } from '../../i18n/parts';
import { adminLanguagesEn } from './languages.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const languagesPart: PartStrings = {
  en: adminLanguagesEn,
  hi: () => import('./languages.hi').then((m) => m.adminLanguagesHi),
  ml: () => import('./languages.ml').then((m) => m.adminLanguagesMl),
};
