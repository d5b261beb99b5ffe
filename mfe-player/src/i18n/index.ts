import { registerNamespace } from '@premieres/i18n';
import { playerEn } from './player.en';
import { playerHi } from './player.hi';
import { playerMl } from './player.ml';

export const PLAYER_NS = 'player';

registerNamespace(PLAYER_NS, { en: playerEn, hi: playerHi, ml: playerMl });
