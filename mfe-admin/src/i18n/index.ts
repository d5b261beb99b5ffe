import { registerNamespace } from '@premieres/i18n';
import { adminEpisodesEn } from '../episodes/i18n/episodes.en';
import { adminEpisodesHi } from '../episodes/i18n/episodes.hi';
import { adminEpisodesMl } from '../episodes/i18n/episodes.ml';
import { adminEn } from './admin.en';
import { adminHi } from './admin.hi';
import { adminMl } from './admin.ml';

export const ADMIN_NS = 'admin';

// The Episodes tab's strings live beside it (src/episodes/i18n) under the key `episodes`; its
// sidebar label is `tabs.episodes` there too.
registerNamespace(ADMIN_NS, {
  en: { ...adminEn, episodes: adminEpisodesEn, tabs: { ...adminEn.tabs, episodes: 'Episodes' } },
  hi: { ...adminHi, episodes: adminEpisodesHi, tabs: { ...adminHi.tabs, episodes: 'एपिसोड' } },
  ml: { ...adminMl, episodes: adminEpisodesMl, tabs: { ...adminMl.tabs, episodes: 'എപ്പിസോഡുകൾ' } },
});
