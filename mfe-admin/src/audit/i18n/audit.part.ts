import type { PartStrings } from '../../i18n/parts';
import { adminAuditEn } from './audit.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const auditPart: PartStrings = {
  en: adminAuditEn,
  hi: () => import('./audit.hi').then((m) => m.adminAuditHi),
  ml: () => import('./audit.ml').then((m) => m.adminAuditMl),
};
