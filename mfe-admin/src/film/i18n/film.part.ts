import type { PartStrings } from '../../i18n/parts';
import { adminFilmEn } from './film.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const filmPart: PartStrings = {
  en: { film: adminFilmEn },
  hi: () => import('./film.hi').then((m) => ({ film: m.adminFilmHi })),
  ml: () => import('./film.ml').then((m) => ({ film: m.adminFilmMl })),
};
