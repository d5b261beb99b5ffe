// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// browse namespace's English strings (with its episodes and downloads sections), or in the common
// ones, is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { BrowseNamespace } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'browse';
    resources: { browse: BrowseNamespace; common: CommonStrings };
  }
}
