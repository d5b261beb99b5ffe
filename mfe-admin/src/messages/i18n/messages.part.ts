import type { PartStrings } from '../../i18n/parts';
import { adminMessagesEn } from './messages.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const messagesPart: PartStrings = {
  en: adminMessagesEn,
  hi: () => import('./messages.hi').then((m) => m.adminMessagesHi),
  ml: () => import('./messages.ml').then((m) => m.adminMessagesMl),
};
