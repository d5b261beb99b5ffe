import { registerNamespace } from '@premieres/i18n';
import { playerEpisodesEn } from '../episodes/i18n/episodes.en';
import { playerOfflineEn } from '../offline/i18n/offline.en';
import { playerEn } from './player.en';

export const PLAYER_NS = 'player';

// Episode strings (Skip Intro, the next-episode countdown) live beside their components. English
// is bundled; Hindi and Malayalam are one chunk each, fetched only by their readers.
/** The namespace's English, whole: its type is what `t()` keys are checked against (i18next.d.ts). */
const playerNamespaceEn = { ...playerEn, ...playerEpisodesEn, ...playerOfflineEn };
export type PlayerNamespace = typeof playerNamespaceEn;

registerNamespace(PLAYER_NS, {
  en: playerNamespaceEn,
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-player-hi" */ './player.hi'),
      import(/* webpackChunkName: "i18n-player-hi" */ '../episodes/i18n/episodes.hi'),
      import(/* webpackChunkName: "i18n-player-hi" */ '../offline/i18n/offline.hi'),
    ]).then(([player, episodes, offline]) => ({
      ...player.playerHi,
      ...episodes.playerEpisodesHi,
      ...offline.playerOfflineHi,
    })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-player-ml" */ './player.ml'),
      import(/* webpackChunkName: "i18n-player-ml" */ '../episodes/i18n/episodes.ml'),
      import(/* webpackChunkName: "i18n-player-ml" */ '../offline/i18n/offline.ml'),
    ]).then(([player, episodes, offline]) => ({
      ...player.playerMl,
      ...episodes.playerEpisodesMl,
      ...offline.playerOfflineMl,
    })),
});
