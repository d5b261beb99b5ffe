import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable } from '../admin/common';
import { CertificationSchema, ContentTypeSchema, type MovieRecordSchema } from './movie';

/** 'tv' is shown as Premiere. */
export type ContentType = Static<typeof ContentTypeSchema>;

/**
 * Row of table movies, spec §3 field names (snake_case), dates as ISO strings. Derived from the
 * one TypeBox schema the admin API validates and answers with (movie.ts).
 */
export type MovieRecord = Static<typeof MovieRecordSchema>;

/**
 * Spec §3 "movie as displayed"; made only by `toMovieDisplay`. The API answers with this schema
 * (catalogue, lists, rows, search), so the type is derived from it.
 */
export const MovieDisplaySchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The title in Devanagari (Hindi) and Malayalam script; null when staff have not set it. */
  titleHi: Nullable(Type.String()),
  titleMl: Nullable(Type.String()),
  description: Type.String(),
  genre: Type.String(),
  rating: Type.Number(),
  /** Resolved URL, `/placeholder.svg` when empty. */
  thumbnail: Type.String(),
  /** Resolved URL, '' when there is no trailer. */
  trailerUrl: Type.String(),
  /**
   * Whether the title has a film (or, for a series, an episode with media), ready or still being
   * prepared; never true for a trailer. Its URL is never part of the public shape: only a
   * subscriber gets a short-lived signed one (`GET /api/playback/:id`).
   */
  hasContent: Type.Boolean(),
  /**
   * Whether the title's trailer has a complete HLS ladder of our own (`localTrailerUrl(id)`), which
   * the product's player plays in preference to a video-site trailer.
   */
  hasLocalTrailer: Type.Boolean(),
  director: Type.String(),
  cast: Type.Array(Type.String()),
  type: ContentTypeSchema,
  isNew: Type.Boolean(),
  isTrending: Type.Boolean(),
  year: Nullable(Type.Integer()),
  /** '{n} min' for movies, '{n} seasons' for series, '' when unknown. */
  duration: Type.String(),
  /** Movies only; null for series. */
  durationMinutes: Nullable(Type.Number()),
  /** Just the genre. */
  tags: Type.Array(Type.String()),
  /** Series only; null for movies. */
  seasons: Nullable(Type.Integer()),
  /** Series only; null for movies. */
  episodes: Nullable(Type.Integer()),
  trendingPosition: Nullable(Type.Integer()),
  /** Indian maturity class (U … A); decides which viewer profiles may see the title. */
  certification: CertificationSchema,
});
export type MovieDisplay = Static<typeof MovieDisplaySchema>;

/** `GET /api/trending` item: ascending by trending_position, at most 10. */
export const TrendingItemSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  thumbnail: Type.String(),
  trending_position: Type.Integer({ minimum: 1 }),
});
export type TrendingItem = Static<typeof TrendingItemSchema>;

/** An entry of My List or Liked (`GET /api/me/list`, `GET /api/me/likes`). */
export const ListEntrySchema = Type.Object({ movie: MovieDisplaySchema, added_at: DateTimeSchema });
export type ListEntry = Static<typeof ListEntrySchema>;
