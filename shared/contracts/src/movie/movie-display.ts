import type { Static } from 'typebox';
import type { Certification } from './certification';
import type { MovieSection } from './filters';
import type { MovieRecordSchema } from './movie';

/** 'tv' is shown as Premiere. */
export type ContentType = 'movie' | 'tv';

/**
 * Row of table movies, spec §3 field names (snake_case), dates as ISO strings. Derived from the
 * one TypeBox schema the admin API validates and answers with (admin/movie.ts).
 */
export type MovieRecord = Static<typeof MovieRecordSchema>;

/** Spec §3 "movie as displayed"; made only by `toMovieDisplay`. */
export interface MovieDisplay {
  id: string;
  title: string;
  /** The title in Devanagari (Hindi) and Malayalam script; null when staff have not set it. */
  titleHi: string | null;
  titleMl: string | null;
  description: string;
  genre: string;
  rating: number;
  /** Resolved URL, `/placeholder.svg` when empty. */
  thumbnail: string;
  /** Resolved URL, '' when there is no trailer. */
  trailerUrl: string;
  /**
   * Whether the title has a film (or, for a series, an episode with media), ready or still being
   * prepared; never true for a trailer. Its URL is never part of the public shape: only a
   * subscriber gets a short-lived signed one (`GET /api/playback/:id`).
   */
  hasContent: boolean;
  /**
   * Whether the title's trailer has a complete HLS ladder of our own (`localTrailerUrl(id)`), which
   * the product's player plays in preference to a video-site trailer.
   */
  hasLocalTrailer: boolean;
  director: string;
  cast: string[];
  type: ContentType;
  isNew: boolean;
  isTrending: boolean;
  year: number | null;
  /** '{n} min' for movies, '{n} seasons' for series, '' when unknown. */
  duration: string;
  /** Movies only; null for series. */
  durationMinutes: number | null;
  /** Just the genre. */
  tags: string[];
  /** Series only; null for movies. */
  seasons: number | null;
  /** Series only; null for movies. */
  episodes: number | null;
  trendingPosition: number | null;
  /** Indian maturity class (U … A); decides which viewer profiles may see the title. */
  certification: Certification;
}

/** `GET /api/trending` item: ascending by trending_position, at most 10. */
export interface TrendingItem {
  id: string;
  title: string;
  thumbnail: string;
  trending_position: number;
}

/** Query of `GET /api/movies`. */
export interface MovieQuery {
  type?: ContentType;
  /** A named server-side selection, e.g. the Movies page Trending row. */
  section?: MovieSection;
  genre?: string;
  is_new?: boolean;
  is_trending?: boolean;
  min_rating?: number;
  /** Titles with audio or subtitles in this language (en, hi, ml): 'Available in Hindi'. */
  language?: string;
  q?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

/** An entry of My List or Liked (`GET /api/me/list`, `GET /api/me/likes`). */
export interface ListEntry {
  movie: MovieDisplay;
  added_at: string;
}
