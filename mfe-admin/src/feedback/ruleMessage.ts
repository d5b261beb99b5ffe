import {
  CATEGORY_NAME_REQUIRED,
  FILM_NOT_VIDEO,
  filmTooLarge,
  MOVIE_CAST_DUPLICATE,
  MOVIE_CAST_EMPTY_NAME,
  MOVIE_CERTIFICATION_INVALID,
  MOVIE_DURATION_MIN,
  MOVIE_EPISODES_MIN,
  MOVIE_RATING_RANGE,
  MOVIE_RATING_STEP,
  MOVIE_SEASONS_MIN,
  MOVIE_THUMBNAIL_NOT_IMAGE,
  MOVIE_TITLE_HI_SCRIPT,
  MOVIE_TITLE_ML_SCRIPT,
  MOVIE_TITLE_REQUIRED,
  MOVIE_TRAILER_NOT_VIDEO,
  MOVIE_TYPE_INVALID,
  maxReleaseYear,
  movieReleaseYearRange,
} from '@premieres/contracts';
import type { TFunction } from 'i18next';

// The rule messages come from shared/contracts in English (the API gives the same ones); each has
// a key here so the form speaks the staff member's language.
const KEYS: Record<string, string> = {
  [MOVIE_TITLE_REQUIRED]: 'rules.titleRequired',
  [MOVIE_TYPE_INVALID]: 'rules.typeInvalid',
  [MOVIE_RATING_RANGE]: 'rules.ratingRange',
  [MOVIE_RATING_STEP]: 'rules.ratingStep',
  [MOVIE_SEASONS_MIN]: 'rules.seasonsMin',
  [MOVIE_EPISODES_MIN]: 'rules.episodesMin',
  [MOVIE_DURATION_MIN]: 'rules.durationMin',
  [MOVIE_CAST_EMPTY_NAME]: 'rules.castEmpty',
  [MOVIE_CAST_DUPLICATE]: 'rules.castDuplicate',
  [MOVIE_THUMBNAIL_NOT_IMAGE]: 'rules.thumbnailNotImage',
  [MOVIE_TRAILER_NOT_VIDEO]: 'rules.trailerNotVideo',
  [MOVIE_CERTIFICATION_INVALID]: 'rules.certificationInvalid',
  [MOVIE_TITLE_HI_SCRIPT]: 'rules.titleHiScript',
  [MOVIE_TITLE_ML_SCRIPT]: 'rules.titleMlScript',
  [CATEGORY_NAME_REQUIRED]: 'rules.categoryNameRequired',
  [FILM_NOT_VIDEO]: 'film.errors.notVideo',
  [filmTooLarge()]: 'film.errors.tooLarge',
};

/** The contracts messages translated here (the i18n test checks each key exists). */
export const TRANSLATED_RULES: readonly string[] = Object.keys(KEYS);

/** A contracts rule message in the current language; anything else unchanged. */
export function ruleMessage(
  t: TFunction,
  message: string | undefined,
  now: Date = new Date(),
): string | undefined {
  if (!message) return undefined;
  const max = maxReleaseYear(now);
  if (message === movieReleaseYearRange(max)) return t('rules.releaseYearRange', { ns: 'admin', max });
  const key = KEYS[message];
  return key ? t(key, { ns: 'admin' }) : message;
}
