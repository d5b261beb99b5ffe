import { registerNamespace } from '@premieres/i18n';
import { adminEn } from './admin.en';
import { adminHi } from './admin.hi';
import { adminMl } from './admin.ml';

export const ADMIN_NS = 'admin';

registerNamespace(ADMIN_NS, { en: adminEn, hi: adminHi, ml: adminMl });
