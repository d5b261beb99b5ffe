import type { PartStrings } from '../../i18n/parts';
import { adminUsersEn } from './users.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const usersPart: PartStrings = {
  en: adminUsersEn,
  hi: () => import('./users.hi').then((m) => m.adminUsersHi),
  ml: () => import('./users.ml').then((m) => m.adminUsersMl),
};
