import { registerNamespace } from '@premieres/i18n';
import { playerEpisodesEn } from '../episodes/i18n/episodes.en';
import { playerEpisodesHi } from '../episodes/i18n/episodes.hi';
import { playerEpisodesMl } from '../episodes/i18n/episodes.ml';
import { playerEn } from './player.en';
import { playerHi } from './player.hi';
import { playerMl } from './player.ml';

export const PLAYER_NS = 'player';

// Episode strings (Skip Intro, the next-episode countdown) live beside their components.
registerNamespace(PLAYER_NS, {
  en: { ...playerEn, ...playerEpisodesEn },
  hi: { ...playerHi, ...playerEpisodesHi },
  ml: { ...playerMl, ...playerEpisodesMl },
});
