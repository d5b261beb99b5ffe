import { registerNamespace } from '@premieres/i18n';
import { accountEn } from './account.en';
import { accountHi } from './account.hi';
import { accountMl } from './account.ml';

export const ACCOUNT_NAMESPACE = 'account';

let registered = false;

/** Adds the 'account' strings to the shared i18next instance (once). */
export function registerAccountStrings(): void {
  if (registered) return;
  registered = true;
  registerNamespace(ACCOUNT_NAMESPACE, { en: accountEn, hi: accountHi, ml: accountMl });
}
