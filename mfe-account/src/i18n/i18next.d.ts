// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// English strings of this remote's namespaces (account, billing, profileLanguages, profileGate), or
// in the common ones, is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { accountEn } from './account.en';
import type { billingEn } from './billing.en';
import type { languagesEn } from './languages.en';
import type { profileGateEn } from './profileGate.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'account';
    resources: {
      account: typeof accountEn;
      billing: typeof billingEn;
      profileLanguages: typeof languagesEn;
      profileGate: typeof profileGateEn;
      common: CommonStrings;
    };
  }
}
