import type { PartStrings } from '../../i18n/parts';
import { adminEpisodesEn } from './episodes.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const episodesPart: PartStrings = {
  en: { episodes: adminEpisodesEn },
  hi: () => import('./episodes.hi').then((m) => ({ episodes: m.adminEpisodesHi })),
  ml: () => import('./episodes.ml').then((m) => ({ episodes: m.adminEpisodesMl })),
};
