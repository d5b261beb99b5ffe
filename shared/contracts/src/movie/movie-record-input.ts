import { DEFAULT_CERTIFICATION } from './certification';
import type { MovieWrite } from './movie';
import type { MovieRecord } from './movie-display';
import { type MovieFormValues, normalizeCast } from './movie-form';

function textOrNull(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v || null;
}

/**
 * Validated form values → record fields: texts trimmed ('' → null, title kept), cast normalised,
 * rating rounded to 0.1, and the other type's numbers cleared (no seasons on a movie, no duration on a series).
 */
export function toMovieWrite(values: MovieFormValues): MovieWrite {
  const isSeries = values.type === 'tv';
  return {
    title: values.title.trim(),
    title_hi: textOrNull(values.title_hi),
    title_ml: textOrNull(values.title_ml),
    description: textOrNull(values.description),
    genre: textOrNull(values.genre),
    rating: Math.round(Number(values.rating) * 10) / 10,
    thumbnail: textOrNull(values.thumbnail),
    trailer_url: textOrNull(values.trailer_url),
    content_url: textOrNull(values.content_url),
    director: textOrNull(values.director),
    movie_cast: normalizeCast(values.movie_cast),
    type: values.type,
    is_new: Boolean(values.is_new),
    is_trending: Boolean(values.is_trending),
    seasons: isSeries ? Number(values.seasons) : null,
    episodes: isSeries ? Number(values.episodes) : null,
    duration_minutes: isSeries ? null : Number(values.duration_minutes),
    release_year: Number(values.release_year),
    certification: values.certification,
  };
}

/** Record → form values for editing (nulls become the form's empty values and defaults). */
export function toMovieFormValues(record: MovieRecord, now: Date = new Date()): MovieFormValues {
  return {
    title: record.title,
    title_hi: record.title_hi ?? '',
    title_ml: record.title_ml ?? '',
    description: record.description ?? '',
    genre: record.genre ?? '',
    rating: record.rating ?? 0,
    thumbnail: record.thumbnail ?? '',
    trailer_url: record.trailer_url ?? '',
    content_url: record.content_url ?? '',
    director: record.director ?? '',
    movie_cast: [...(record.movie_cast ?? [])],
    type: record.type,
    is_new: record.is_new,
    is_trending: record.is_trending,
    seasons: record.seasons ?? 1,
    episodes: record.episodes ?? 1,
    duration_minutes: record.duration_minutes ?? 120,
    release_year: record.release_year ?? now.getFullYear(),
    certification: record.certification ?? DEFAULT_CERTIFICATION,
  };
}
