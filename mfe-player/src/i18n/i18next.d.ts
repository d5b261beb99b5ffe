// Typed t() keys (i18next's CustomTypeOptions, by declaration merging): a key that is not in the
// player namespace's English strings (with the episode and offline ones), or in the common ones,
// is a compile error.
import 'i18next';
import type { CommonStrings } from '@premieres/i18n';
import type { PlayerNamespace } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'player';
    resources: { player: PlayerNamespace; common: CommonStrings };
  }
}
