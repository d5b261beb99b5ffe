/** 'tv' is shown as Premiere. */
export type ContentType = 'movie' | 'tv';

/** Row of table movies, spec §3 field names (snake_case). Dates are ISO strings. */
export interface MovieRecord {
  id: string;
  title: string;
  description: string | null;
  /** A category name. */
  genre: string | null;
  /** 0-10, step 0.1. */
  rating: number | null;
  /** URL or file name in bucket movie-thumbnails. */
  thumbnail: string | null;
  trailer_url: string | null;
  content_url: string | null;
  director: string | null;
  movie_cast: string[];
  type: ContentType;
  is_new: boolean;
  is_trending: boolean;
  /** For tv. */
  seasons: number | null;
  /** For tv. */
  episodes: number | null;
  /** For movie. */
  duration_minutes: number | null;
  release_year: number | null;
  /** 1-10, or null when not in the trending list. */
  trending_position: number | null;
  created_by: string | null;
  created_at: string;
}

/** Spec §3 "movie as displayed"; made only by `toMovieDisplay`. */
export interface MovieDisplay {
  id: string;
  title: string;
  description: string;
  genre: string;
  rating: number;
  /** Resolved URL, `/placeholder.svg` when empty. */
  thumbnail: string;
  /** Resolved URL, '' when there is no trailer. */
  trailerUrl: string;
  contentUrl: string;
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
  genre?: string;
  is_new?: boolean;
  is_trending?: boolean;
  min_rating?: number;
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
