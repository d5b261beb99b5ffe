import { COMMON_NAMESPACE, commonEn, registerNamespace } from '@premieres/i18n';
import { commonHi } from '@premieres/i18n/locales/common.hi';
import { commonMl } from '@premieres/i18n/locales/common.ml';

// The landing document keeps the common strings of all three languages in its own bundle, as
// before: a visitor's Hindi or Malayalam page renders at once, with no chunk to wait for. (Inside
// the shell, the common Hindi and Malayalam strings are chunks loaded only when chosen.)
// Imported by mount.tsx before initI18n() runs.
registerNamespace(COMMON_NAMESPACE, { en: commonEn, hi: commonHi, ml: commonMl });
