import { registerNamespace } from '@premieres/i18n';
import { adminEpisodesEn } from '../episodes/i18n/episodes.en';
import { adminFilmEn } from '../film/i18n/film.en';
import { adminEn } from './admin.en';

export const ADMIN_NS = 'admin';

// The Episodes tab's strings live beside it (src/episodes/i18n) under the key `episodes`; its
// sidebar label is `tabs.episodes` there too. The film upload's live in src/film/i18n (`film`).
// English is bundled; Hindi and Malayalam are one chunk each, fetched only by their readers.
/** The namespace's English, whole: its type is what `t()` keys are checked against (i18next.d.ts). */
const adminNamespaceEn = {
  ...adminEn,
  episodes: adminEpisodesEn,
  film: adminFilmEn,
  tabs: { ...adminEn.tabs, episodes: 'Episodes' },
};
export type AdminNamespace = typeof adminNamespaceEn;

registerNamespace(ADMIN_NS, {
  en: adminNamespaceEn,
  hi: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-admin-hi" */ './admin.hi'),
      import(/* webpackChunkName: "i18n-admin-hi" */ '../episodes/i18n/episodes.hi'),
      import(/* webpackChunkName: "i18n-admin-hi" */ '../film/i18n/film.hi'),
    ]).then(([{ adminHi }, episodes, film]) => ({
      ...adminHi,
      episodes: episodes.adminEpisodesHi,
      film: film.adminFilmHi,
      tabs: { ...adminHi.tabs, episodes: 'एपिसोड' },
    })),
  ml: () =>
    Promise.all([
      import(/* webpackChunkName: "i18n-admin-ml" */ './admin.ml'),
      import(/* webpackChunkName: "i18n-admin-ml" */ '../episodes/i18n/episodes.ml'),
      import(/* webpackChunkName: "i18n-admin-ml" */ '../film/i18n/film.ml'),
    ]).then(([{ adminMl }, episodes, film]) => ({
      ...adminMl,
      episodes: episodes.adminEpisodesMl,
      film: film.adminFilmMl,
      tabs: { ...adminMl.tabs, episodes: 'എപ്പിസോഡുകൾ' },
    })),
});
