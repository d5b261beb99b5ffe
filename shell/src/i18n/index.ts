import { registerNamespace } from '@premieres/i18n';
import { shellEn } from './shell.en';

export const SHELL_NS = 'shell';

// English is bundled; Hindi and Malayalam are chunks of their own, fetched only by their readers.
registerNamespace(SHELL_NS, {
  en: shellEn,
  hi: () => import(/* webpackChunkName: "i18n-shell-hi" */ './shell.hi').then((m) => m.shellHi),
  ml: () => import(/* webpackChunkName: "i18n-shell-ml" */ './shell.ml').then((m) => m.shellMl),
});
