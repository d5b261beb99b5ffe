import { registerNamespace } from '@premieres/i18n';
import { accountEn } from './account.en';
import { billingEn } from './billing.en';
import { languagesEn } from './languages.en';
import { profileGateEn } from './profileGate.en';

export const ACCOUNT_NAMESPACE = 'account';
/** The billing pages' strings (success outcomes, billing portal). */
export const BILLING_NAMESPACE = 'billing';
/** A viewer profile's language settings. */
export const LANGUAGES_NAMESPACE = 'profileLanguages';
/** The gate before grown-up pages on a kids profile ('Ask a grown-up', the main profile's PIN). */
export const PROFILE_GATE_NAMESPACE = 'profileGate';

let registered = false;

/**
 * Adds this remote's strings to the shared i18next instance (once). English is bundled; Hindi and
 * Malayalam are one chunk per language for all three namespaces, fetched only by their readers.
 */
export function registerAccountStrings(): void {
  if (registered) return;
  registered = true;
  registerNamespace(ACCOUNT_NAMESPACE, {
    en: accountEn,
    hi: () => import(/* webpackChunkName: "i18n-account-hi" */ './account.hi').then((m) => m.accountHi),
    ml: () => import(/* webpackChunkName: "i18n-account-ml" */ './account.ml').then((m) => m.accountMl),
  });
  registerNamespace(BILLING_NAMESPACE, {
    en: billingEn,
    hi: () => import(/* webpackChunkName: "i18n-account-hi" */ './billing.hi').then((m) => m.billingHi),
    ml: () => import(/* webpackChunkName: "i18n-account-ml" */ './billing.ml').then((m) => m.billingMl),
  });
  registerNamespace(LANGUAGES_NAMESPACE, {
    en: languagesEn,
    hi: () => import(/* webpackChunkName: "i18n-account-hi" */ './languages.hi').then((m) => m.languagesHi),
    ml: () => import(/* webpackChunkName: "i18n-account-ml" */ './languages.ml').then((m) => m.languagesMl),
  });
  registerNamespace(PROFILE_GATE_NAMESPACE, {
    en: profileGateEn,
    hi: () =>
      import(/* webpackChunkName: "i18n-account-hi" */ './profileGate.hi').then((m) => m.profileGateHi),
    ml: () =>
      import(/* webpackChunkName: "i18n-account-ml" */ './profileGate.ml').then((m) => m.profileGateMl),
  });
}
