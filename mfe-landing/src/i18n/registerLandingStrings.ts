import { registerNamespace } from '@premieres/i18n';
import { landingEn } from './landing.en';
import { landingHi } from './landing.hi';
import { landingMl } from './landing.ml';
import { LANDING_NS } from './namespace';

// Imported for its effect by App: page chunks add their own strings to the same namespace.
registerNamespace(LANDING_NS, { en: landingEn, hi: landingHi, ml: landingMl });
