// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// shell's English strings, or in the common ones (nav labels, actions), is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { shellEn } from './shell.en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: { shell: typeof shellEn; common: CommonStrings };
  }
}
