import type { PartStrings } from '../../i18n/parts';
import { adminContentEn } from './content.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const contentPart: PartStrings = {
  en: adminContentEn,
  hi: () => import('./content.hi').then((m) => m.adminContentHi),
  ml: () => import('./content.ml').then((m) => m.adminContentMl),
};
