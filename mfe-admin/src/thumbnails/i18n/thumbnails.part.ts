import type { PartStrings } from '../../i18n/parts';
import { adminThumbnailsEn } from './thumbnails.en';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const thumbnailsPart: PartStrings = {
  en: adminThumbnailsEn,
  hi: () => import('./thumbnails.hi').then((m) => m.adminThumbnailsHi),
  ml: () => import('./thumbnails.ml').then((m) => m.adminThumbnailsMl),
};
