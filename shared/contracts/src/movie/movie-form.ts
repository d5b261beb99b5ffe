import { RATING, RELEASE_YEAR } from '../constants';
import { isImageFile, isVideoFile } from '../media/file-types';
import type { MessageId, MessageValues, RuleErrors } from '../messages';
import { type Certification, DEFAULT_CERTIFICATION, isCertification } from './certification';
import type { MovieWrite } from './movie';

/**
 * Admin create/edit form values: every field of the write schema (record names), none optional
 * and none null: a text left empty is '' (title_hi, title_ml included), a number is the input's.
 * Derived from `MovieWrite` so a new field is a compile error here (defaults) and in the record
 * mappers until the form has it.
 */
export type MovieFormValues = { [K in keyof MovieWrite]-?: NonNullable<MovieWrite[K]> };

type Loose<T> = T extends number
  ? number | string | null
  : T extends Certification
    ? string | null
    : T | null;

/** What the validator accepts: any field may be missing, numbers may arrive as text (form inputs, JSON). */
export type MovieFormInput = { [K in keyof MovieFormValues]?: Loose<MovieFormValues[K]> };

/** Chosen upload files (browser `File` fits: only `type`, the MIME type, is read). */
export interface MovieFormFiles {
  thumbnailFile?: { type: string } | null;
  trailerFile?: { type: string } | null;
}

export type MovieFormField = keyof MovieFormValues | 'thumbnail_file' | 'trailer_file';

/** Spec §4 defaults: type movie, rating 0, seasons 1, episodes 1, duration 120, this year, flags off; certification U/A 13+. */
export function movieFormDefaults(now: Date = new Date()): MovieFormValues {
  return {
    title: '',
    title_hi: '',
    title_ml: '',
    description: '',
    genre: '',
    rating: 0,
    thumbnail: '',
    trailer_url: '',
    content_url: '',
    director: '',
    movie_cast: [],
    type: 'movie',
    is_new: false,
    is_trending: false,
    seasons: 1,
    episodes: 1,
    duration_minutes: 120,
    release_year: now.getFullYear(),
    certification: DEFAULT_CERTIFICATION,
  };
}

/** Defaults as of module load; prefer `movieFormDefaults()` in long-running code (the year moves). */
export const MOVIE_FORM_DEFAULTS: Readonly<MovieFormValues> = /* @__PURE__ */ movieFormDefaults();

/** Latest accepted release year: current year + 5. */
export function maxReleaseYear(now: Date = new Date()): number {
  return now.getFullYear() + RELEASE_YEAR.yearsAhead;
}

/** The values of the movie messages' placeholders (`movie.releaseYearRange`'s {{max}}). */
export function movieMessageValues(now: Date = new Date()): MessageValues {
  return { max: maxReleaseYear(now) };
}

/** Number from a number or numeric text; NaN for empty or anything else. */
function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** Rating 0-10 in steps of 0.1 (float-tolerant: 7.3 passes, 7.35 does not). */
export function validateRating(value: number | string | null | undefined): MessageId | null {
  const n = toNumber(value);
  if (!Number.isFinite(n) || n < RATING.min || n > RATING.max) return 'movie.ratingRange';
  const tenths = n / RATING.step;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6 ? null : 'movie.ratingStep';
}

export function validateReleaseYear(
  value: number | string | null | undefined,
  now: Date = new Date(),
): MessageId | null {
  const n = toNumber(value);
  const max = maxReleaseYear(now);
  return Number.isInteger(n) && n >= RELEASE_YEAR.min && n <= max ? null : 'movie.releaseYearRange';
}

function atLeastOne(value: number | string | null | undefined, message: MessageId): MessageId | null {
  const n = toNumber(value);
  return Number.isInteger(n) && n >= 1 ? null : message;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Cast names trimmed, empties dropped, duplicates (any case) dropped keeping the first. */
export function normalizeCast(names: readonly (string | null | undefined)[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = (raw ?? '').trim();
    const key = name.toLowerCase();
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
}

/** Cast rule: every name non-empty after trimming, and unique (any case). */
export function validateCast(
  names: readonly (string | null | undefined)[] | null | undefined,
): MessageId | null {
  const trimmed = (names ?? []).map((n) => (n ?? '').trim());
  if (trimmed.some((n) => n === '')) return 'movie.castEmptyName';
  return new Set(trimmed.map((n) => n.toLowerCase())).size === trimmed.length ? null : 'movie.castDuplicate';
}

/** Letters and vowel signs of each script (Unicode blocks); digits, spaces and punctuation are free. */
const SCRIPT_LETTERS = {
  devanagari: /^[\u0900-\u097F\uA8E0-\uA8FF]$/u,
  malayalam: /^[\u0D00-\u0D7F]$/u,
} as const;
const LETTER_OR_MARK = /[\p{L}\p{M}]/gu;
/** Joiners shape Indic conjuncts (ZWNJ, ZWJ); they are part of the script's spelling. */
const JOINERS = /[\u200C\u200D]/gu;

/**
 * A name in one Indic script: blank is fine (not set); otherwise every letter and vowel sign is of
 * that script, so a romanised or mixed name is refused (search transliterates the field).
 */
export function validateTitleScript(
  value: string | null | undefined,
  script: keyof typeof SCRIPT_LETTERS,
): MessageId | null {
  const text = (value ?? '').replace(JOINERS, '');
  const letters = text.match(LETTER_OR_MARK) ?? [];
  const ok = letters.every((letter) => SCRIPT_LETTERS[script].test(letter));
  if (ok) return null;
  return script === 'devanagari' ? 'movie.titleHiScript' : 'movie.titleMlScript';
}

/**
 * Spec §5 movie form rules. Seasons and episodes are required for series and duration for
 * movies; the other type's numbers are checked only when filled in. Empty object = valid.
 */
export function validateMovieForm(
  values: MovieFormInput,
  files: MovieFormFiles = {},
  now: Date = new Date(),
): RuleErrors<MovieFormField> {
  const errors: RuleErrors<MovieFormField> = {};
  const set = (field: MovieFormField, message: MessageId | null) => {
    if (message) errors[field] = message;
  };
  const type = values.type ?? 'movie';

  if (isBlank(values.title)) errors.title = 'movie.titleRequired';
  set('title_hi', validateTitleScript(values.title_hi, 'devanagari'));
  set('title_ml', validateTitleScript(values.title_ml, 'malayalam'));
  if (type !== 'movie' && type !== 'tv') errors.type = 'movie.typeInvalid';
  set('rating', validateRating(values.rating));
  set('release_year', validateReleaseYear(values.release_year, now));
  if (type === 'tv' || !isBlank(values.seasons))
    set('seasons', atLeastOne(values.seasons, 'movie.seasonsMin'));
  if (type === 'tv' || !isBlank(values.episodes))
    set('episodes', atLeastOne(values.episodes, 'movie.episodesMin'));
  if (type === 'movie' || !isBlank(values.duration_minutes)) {
    set('duration_minutes', atLeastOne(values.duration_minutes, 'movie.durationMin'));
  }
  set('movie_cast', validateCast(values.movie_cast));
  if (values.certification != null && !isCertification(values.certification))
    errors.certification = 'movie.certificationInvalid';
  if (files.thumbnailFile && !isImageFile(files.thumbnailFile.type))
    errors.thumbnail_file = 'movie.thumbnailNotImage';
  if (files.trailerFile && !isVideoFile(files.trailerFile.type))
    errors.trailer_file = 'movie.trailerNotVideo';
  return errors;
}
