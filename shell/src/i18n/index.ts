import { registerNamespace } from '@premieres/i18n';
import { shellEn } from './shell.en';
import { shellHi } from './shell.hi';
import { shellMl } from './shell.ml';

export const SHELL_NS = 'shell';

registerNamespace(SHELL_NS, { en: shellEn, hi: shellHi, ml: shellMl });
