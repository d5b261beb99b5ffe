import type { PartStrings } from '../../i18n/parts';
import { adminRulesEn } from './rules.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const rulesPart: PartStrings = {
  en: adminRulesEn,
  hi: () => import('./rules.hi').then((m) => m.adminRulesHi),
  ml: () => import('./rules.ml').then((m) => m.adminRulesMl),
};
