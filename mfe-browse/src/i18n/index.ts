import { registerNamespace } from '@premieres/i18n';
import { episodesEn } from '../episodes/i18n/episodes.en';
import { episodesHi } from '../episodes/i18n/episodes.hi';
import { episodesMl } from '../episodes/i18n/episodes.ml';
import { browseEn } from './browse.en';
import { browseHi } from './browse.hi';
import { browseMl } from './browse.ml';

export const BROWSE_NS = 'browse';

// The episodes section's strings live beside it (src/episodes/i18n) under the key `episodes`.
registerNamespace(BROWSE_NS, {
  en: { ...browseEn, episodes: episodesEn },
  hi: { ...browseHi, episodes: episodesHi },
  ml: { ...browseMl, episodes: episodesMl },
});
