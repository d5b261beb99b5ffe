import { registerNamespace } from '@premieres/i18n';
import { episodesEn } from '../episodes/i18n/episodes.en';
import { browseEn } from './browse.en';

export const BROWSE_NS = 'browse';

// The episodes section's strings live beside it (src/episodes/i18n) under the key `episodes`.
// English is bundled; Hindi and Malayalam are one chunk each (the same webpackChunkName), fetched
// only by their readers.
registerNamespace(BROWSE_NS, {
  en: { ...browseEn, episodes: episodesEn },
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-browse-hi" */ './browse.hi'),
      import(/* webpackChunkName: "i18n-browse-hi" */ '../episodes/i18n/episodes.hi'),
    ]).then(([browse, episodes]) => ({ ...browse.browseHi, episodes: episodes.episodesHi })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-browse-ml" */ './browse.ml'),
      import(/* webpackChunkName: "i18n-browse-ml" */ '../episodes/i18n/episodes.ml'),
    ]).then(([browse, episodes]) => ({ ...browse.browseMl, episodes: episodes.episodesMl })),
});
