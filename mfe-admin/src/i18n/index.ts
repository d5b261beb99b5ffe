import { registerNamespace } from '@premieres/i18n';
import { adminEpisodesEn } from '../episodes/i18n/episodes.en';
import { adminEn } from './admin.en';

export const ADMIN_NS = 'admin';

// The Episodes tab's strings live beside it (src/episodes/i18n) under the key `episodes`; its
// sidebar label is `tabs.episodes` there too. English is bundled; Hindi and Malayalam are one chunk
// each, fetched only by their readers.
registerNamespace(ADMIN_NS, {
  en: { ...adminEn, episodes: adminEpisodesEn, tabs: { ...adminEn.tabs, episodes: 'Episodes' } },
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-admin-hi" */ './admin.hi'),
      import(/* webpackChunkName: "i18n-admin-hi" */ '../episodes/i18n/episodes.hi'),
    ]).then(([{ adminHi }, episodes]) => ({
      ...adminHi,
      episodes: episodes.adminEpisodesHi,
      tabs: { ...adminHi.tabs, episodes: 'एपिसोड' },
    })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-admin-ml" */ './admin.ml'),
      import(/* webpackChunkName: "i18n-admin-ml" */ '../episodes/i18n/episodes.ml'),
    ]).then(([{ adminMl }, episodes]) => ({
      ...adminMl,
      episodes: episodes.adminEpisodesMl,
      tabs: { ...adminMl.tabs, episodes: 'എപ്പിസോഡുകൾ' },
    })),
});
