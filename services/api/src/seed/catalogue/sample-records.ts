import type { MovieDoc } from '../../models/movie';
import { posterFileName } from './poster-name';
import { SAMPLE_MOVIES, type SampleMovie } from './sample-movies';

/** The sample list's order is newest first: '1' is the most recent, 12 hours between titles. */
const NEWEST = Date.UTC(2025, 5, 1, 12);
const STEP_MS = 12 * 3600 * 1000;

/** True for a trailer shipped as a local file (assets/videos) rather than a video-site URL. */
export function isLocalVideo(trailer: string | null): trailer is string {
  return trailer !== null && !/^https?:/i.test(trailer);
}

/** A sample title as a movies row: bare file names, so the spec's URL rules point into the buckets. */
export function toSampleRecord(sample: SampleMovie, index: number): MovieDoc {
  return {
    _id: sample.id,
    title: sample.title,
    title_hi: sample.title_hi,
    title_ml: sample.title_ml,
    description: sample.description,
    genre: sample.genre,
    rating: sample.rating,
    thumbnail: posterFileName(sample.title),
    trailer_url: sample.trailer,
    // No file: each title's film is the seed's generated HLS media (media_assets, `<id>.content`),
    // never its trailer.
    content_url: null,
    director: sample.director,
    movie_cast: sample.movie_cast,
    type: sample.type,
    is_new: sample.is_new,
    is_trending: sample.trending_position !== null,
    seasons: sample.seasons,
    episodes: sample.episodes,
    duration_minutes: sample.duration_minutes,
    release_year: sample.release_year,
    trending_position: sample.trending_position,
    certification: sample.certification,
    created_by: null,
    created_at: new Date(NEWEST - index * STEP_MS),
    updated_at: new Date(NEWEST - index * STEP_MS),
  };
}

export const SAMPLE_RECORDS: MovieDoc[] = SAMPLE_MOVIES.map(toSampleRecord);
