import type { PartStrings } from '../../i18n/parts';
import { adminTrendingEn } from './trending.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const trendingPart: PartStrings = {
  en: adminTrendingEn,
  hi: () => import('./trending.hi').then((m) => m.adminTrendingHi),
  ml: () => import('./trending.ml').then((m) => m.adminTrendingMl),
};
