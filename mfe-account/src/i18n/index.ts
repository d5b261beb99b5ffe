import { registerNamespace } from '@premieres/i18n';
import { accountEn } from './account.en';
import { accountHi } from './account.hi';
import { accountMl } from './account.ml';
import { billingEn } from './billing.en';
import { billingHi } from './billing.hi';
import { billingMl } from './billing.ml';
import { languagesEn } from './languages.en';
import { languagesHi } from './languages.hi';
import { languagesMl } from './languages.ml';

export const ACCOUNT_NAMESPACE = 'account';
/** The billing pages' strings (success outcomes, billing portal). */
export const BILLING_NAMESPACE = 'billing';
/** A viewer profile's language settings. */
export const LANGUAGES_NAMESPACE = 'profileLanguages';

let registered = false;

/** Adds the 'account' and 'billing' strings to the shared i18next instance (once). */
export function registerAccountStrings(): void {
  if (registered) return;
  registered = true;
  registerNamespace(ACCOUNT_NAMESPACE, { en: accountEn, hi: accountHi, ml: accountMl });
  registerNamespace(BILLING_NAMESPACE, { en: billingEn, hi: billingHi, ml: billingMl });
  registerNamespace(LANGUAGES_NAMESPACE, { en: languagesEn, hi: languagesHi, ml: languagesMl });
}
