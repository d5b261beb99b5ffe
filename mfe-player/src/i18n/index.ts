import { registerNamespace } from '@premieres/i18n';
import { playerEpisodesEn } from '../episodes/i18n/episodes.en';
import { playerEn } from './player.en';

export const PLAYER_NS = 'player';

// Episode strings (Skip Intro, the next-episode countdown) live beside their components. English
// is bundled; Hindi and Malayalam are one chunk each, fetched only by their readers.
registerNamespace(PLAYER_NS, {
  en: { ...playerEn, ...playerEpisodesEn },
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-player-hi" */ './player.hi'),
      import(/* webpackChunkName: "i18n-player-hi" */ '../episodes/i18n/episodes.hi'),
    ]).then(([player, episodes]) => ({ ...player.playerHi, ...episodes.playerEpisodesHi })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-player-ml" */ './player.ml'),
      import(/* webpackChunkName: "i18n-player-ml" */ '../episodes/i18n/episodes.ml'),
    ]).then(([player, episodes]) => ({ ...player.playerMl, ...episodes.playerEpisodesMl })),
});
