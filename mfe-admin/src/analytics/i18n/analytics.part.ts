import type { PartStrings } from '../../i18n/parts';
import { adminAnalyticsEn } from './analytics.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const analyticsPart: PartStrings = {
  en: adminAnalyticsEn,
  hi: () => import('./analytics.hi').then((m) => m.adminAnalyticsHi),
  ml: () => import('./analytics.ml').then((m) => m.adminAnalyticsMl),
};
