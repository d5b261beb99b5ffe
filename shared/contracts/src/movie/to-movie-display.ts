import { resolveThumbnailUrl, resolveTrailerUrl } from '../media/resolve-url';
import { durationText } from './duration';
import type { MovieDisplay, MovieRecord } from './movie-display';

export interface DisplayOptions {
  /** Origin (and path prefix) of `/media/...` URLs; '' for same-origin. */
  mediaBaseUrl?: string;
  /** What the title's media assets say (the API knows); without it, the record's content_url decides. */
  media?: TitleMedia;
}

/** A title's media as its assets tell it: the record alone cannot say whether a film exists. */
export interface TitleMedia {
  /** A film (or an episode's media) exists: ready or being prepared. */
  film: boolean;
  /** The trailer's own HLS ladder is complete. */
  localTrailer: boolean;
}

/**
 * Whether the record's content_url names a film by itself: set, and not the title's own trailer
 * (the trailer is never passed off as the film).
 */
export function namesFilm(record: Pick<MovieRecord, 'content_url' | 'trailer_url'>): boolean {
  const content = record.content_url?.trim() ?? '';
  return content !== '' && content !== (record.trailer_url?.trim() ?? '');
}

/**
 * The one mapping from a stored movie record to its display form. Thumbnail and trailer are
 * resolved to URLs; missing texts become ''; seasons and episodes are kept for series only,
 * durationMinutes for movies only; tags hold just the genre. hasContent and hasLocalTrailer come
 * from `options.media` (the title's assets) and a content_url that names a film.
 */
export function toMovieDisplay(record: MovieRecord, options: DisplayOptions = {}): MovieDisplay {
  const mediaBaseUrl = options.mediaBaseUrl ?? '';
  const isSeries = record.type === 'tv';
  const genre = record.genre ?? '';
  const durationMinutes = isSeries ? null : (record.duration_minutes ?? null);
  const seasons = isSeries ? (record.seasons ?? null) : null;
  return {
    id: record.id,
    title: record.title,
    titleHi: record.title_hi ?? null,
    titleMl: record.title_ml ?? null,
    description: record.description ?? '',
    genre,
    rating: record.rating ?? 0,
    thumbnail: resolveThumbnailUrl(record.thumbnail, mediaBaseUrl),
    trailerUrl: resolveTrailerUrl(record.trailer_url, mediaBaseUrl),
    hasContent: options.media ? options.media.film : namesFilm(record),
    hasLocalTrailer: options.media?.localTrailer ?? false,
    director: record.director ?? '',
    cast: [...(record.movie_cast ?? [])],
    type: record.type,
    isNew: record.is_new,
    isTrending: record.is_trending,
    year: record.release_year ?? null,
    duration: durationText({ type: record.type, durationMinutes, seasons }),
    durationMinutes,
    tags: genre ? [genre] : [],
    seasons,
    episodes: isSeries ? (record.episodes ?? null) : null,
    trendingPosition: record.trending_position ?? null,
    certification: record.certification,
  };
}

/** Trending list item of a record, or null when it has no trending_position. */
export function toTrendingItem(
  record: Pick<MovieRecord, 'id' | 'title' | 'thumbnail' | 'trending_position'>,
  options: DisplayOptions = {},
): { id: string; title: string; thumbnail: string; trending_position: number } | null {
  if (record.trending_position == null) return null;
  return {
    id: record.id,
    title: record.title,
    thumbnail: resolveThumbnailUrl(record.thumbnail, options.mediaBaseUrl ?? ''),
    trending_position: record.trending_position,
  };
}
