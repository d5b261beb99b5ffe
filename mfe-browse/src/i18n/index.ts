import { registerNamespace } from '@premieres/i18n';
import { downloadsEn } from '../downloads/i18n/downloads.en';
import { episodesEn } from '../episodes/i18n/episodes.en';
import { browseEn } from './browse.en';

export const BROWSE_NS = 'browse';

// The episodes section's strings live beside it (src/episodes/i18n) under the key `episodes`.
// English is bundled; Hindi and Malayalam are one chunk each (the same webpackChunkName), fetched
// only by their readers.
/** The namespace's English, whole: its type is what `t()` keys are checked against (i18next.d.ts). */
const browseNamespaceEn = { ...browseEn, episodes: episodesEn, downloads: downloadsEn };
export type BrowseNamespace = typeof browseNamespaceEn;

registerNamespace(BROWSE_NS, {
  en: browseNamespaceEn,
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-browse-hi" */ './browse.hi'),
      import(/* webpackChunkName: "i18n-browse-hi" */ '../episodes/i18n/episodes.hi'),
      import(/* webpackChunkName: "i18n-browse-hi" */ '../downloads/i18n/downloads.hi'),
    ]).then(([browse, episodes, downloads]) => ({
      ...browse.browseHi,
      episodes: episodes.episodesHi,
      downloads: downloads.downloadsHi,
    })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-browse-ml" */ './browse.ml'),
      import(/* webpackChunkName: "i18n-browse-ml" */ '../episodes/i18n/episodes.ml'),
      import(/* webpackChunkName: "i18n-browse-ml" */ '../downloads/i18n/downloads.ml'),
    ]).then(([browse, episodes, downloads]) => ({
      ...browse.browseMl,
      episodes: episodes.episodesMl,
      downloads: downloads.downloadsMl,
    })),
});
