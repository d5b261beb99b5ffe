import { mediaEn } from './media.en';
import type { PartStrings } from './parts';

/** This part's strings: English with it, Hindi and Malayalam loaded by their readers (src/i18n/parts.ts). */
export const mediaPart: PartStrings = {
  en: { media: mediaEn },
  hi: () => import('./media.hi').then((m) => ({ media: m.mediaHi })),
  ml: () => import('./media.ml').then((m) => ({ media: m.mediaMl })),
};
