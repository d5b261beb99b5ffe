// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// admin's English strings, or in the common ones, is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { AdminNamespace } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { admin: AdminNamespace; common: CommonStrings };
  }
}
