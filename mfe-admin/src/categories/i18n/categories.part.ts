import type { PartStrings } from '../../i18n/parts';
import { adminCategoriesEn } from './categories.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const categoriesPart: PartStrings = {
  en: adminCategoriesEn,
  hi: () => import('./categories.hi').then((m) => m.adminCategoriesHi),
  ml: () => import('./categories.ml').then((m) => m.adminCategoriesMl),
};
