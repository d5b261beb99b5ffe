// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a wrong key in this
// package is a compile error. One declaration per compilation: each remote that types its keys
// declares its own (its namespaces plus `common`), so this file is not imported by index.ts.
import 'i18next';
import type { CommonStrings } from './locales/common.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: CommonStrings };
  }
}
