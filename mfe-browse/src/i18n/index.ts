import { registerNamespace } from '@premieres/i18n';
import { browseEn } from './browse.en';
import { browseHi } from './browse.hi';
import { browseMl } from './browse.ml';

export const BROWSE_NS = 'browse';

registerNamespace(BROWSE_NS, { en: browseEn, hi: browseHi, ml: browseMl });
