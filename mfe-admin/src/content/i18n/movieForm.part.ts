import type { PartStrings } from '../../i18n/parts';
import { adminMovieFormEn } from './movieForm.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const movieFormPart: PartStrings = {
  en: adminMovieFormEn,
  hi: () => import('./movieForm.hi').then((m) => m.adminMovieFormHi),
  ml: () => import('./movieForm.ml').then((m) => m.adminMovieFormMl),
};
