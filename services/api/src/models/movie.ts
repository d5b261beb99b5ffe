import { CERTIFICATIONS, DEFAULT_CERTIFICATION, type MovieRecord } from '@premieres/contracts';
import { Schema, Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { StoredDoc } from '../db/stored-doc';

/**
 * Spec §3 movie record (table movies). The id is a string `_id`: the sample catalogue's ids are
 * '1', 'tv1' or a slug, and titles created later get an ObjectId's hex string, so every id is
 * one string in one field.
 */
export type MovieDoc = StoredDoc<Omit<MovieRecord, 'title_hi' | 'title_ml'>, 'created_at' | 'updated_at'> & {
  /** Optional here (the record has them null when unset): documents stored before they existed. */
  title_hi?: string | null;
  title_ml?: string | null;
  /** Intro markers set by staff (Skip Intro); null when none. Not part of the record. */
  intro_start_seconds?: number | null;
  intro_end_seconds?: number | null;
};

export function newMovieId(): string {
  return new Types.ObjectId().toHexString();
}

const schema = new Schema<MovieDoc>(
  {
    _id: { type: String, default: newMovieId },
    title: { type: String, required: true, trim: true },
    title_hi: { type: String, trim: true, default: null },
    title_ml: { type: String, trim: true, default: null },
    description: { type: String, default: null },
    genre: { type: String, default: null },
    rating: { type: Number, min: 0, max: 10, default: null },
    thumbnail: { type: String, default: null },
    trailer_url: { type: String, default: null },
    content_url: { type: String, default: null },
    director: { type: String, default: null },
    movie_cast: { type: [String], default: [] },
    type: { type: String, enum: ['movie', 'tv'], required: true, default: 'movie' },
    is_new: { type: Boolean, default: false },
    is_trending: { type: Boolean, default: false },
    seasons: { type: Number, min: 1, default: null },
    episodes: { type: Number, min: 1, default: null },
    duration_minutes: { type: Number, min: 1, default: null },
    release_year: { type: Number, default: null },
    trending_position: { type: Number, min: 1, max: 10, default: null },
    // See seed/catalogue/backfill-certification.ts for titles stored before the field existed.
    certification: { type: String, enum: CERTIFICATIONS, default: DEFAULT_CERTIFICATION },
    intro_start_seconds: { type: Number, min: 0, default: null },
    intro_end_seconds: { type: Number, min: 0, default: null },
    created_by: { type: String, default: null },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
  },
  // strict 'throw': a field the schema does not know is an error, never silently dropped.
  { collection: 'movies', versionKey: false, strict: 'throw' },
);
// The list's default order and the browse rows' filters (type, genre, flags) with that order.
schema.index({ created_at: -1 });
schema.index({ type: 1, created_at: -1 });
schema.index({ genre: 1, created_at: -1 });
schema.index({ is_new: 1, created_at: -1 });
schema.index({ is_trending: 1, created_at: -1 });
schema.index({ rating: -1 });
schema.index({ trending_position: 1 });
// A viewer profile's ceiling narrows every catalogue read by certification.
schema.index({ certification: 1, created_at: -1 });

export const movieModel = defineModel<MovieDoc>('Movie', schema);

/** A stored movie in the contracts' record shape (string id, ISO dates). */
export function toMovieRecord(doc: MovieDoc): MovieRecord {
  return {
    id: doc._id,
    title: doc.title,
    title_hi: doc.title_hi ?? null,
    title_ml: doc.title_ml ?? null,
    description: doc.description ?? null,
    genre: doc.genre ?? null,
    rating: doc.rating ?? null,
    thumbnail: doc.thumbnail ?? null,
    trailer_url: doc.trailer_url ?? null,
    content_url: doc.content_url ?? null,
    director: doc.director ?? null,
    movie_cast: doc.movie_cast ?? [],
    type: doc.type,
    is_new: doc.is_new ?? false,
    is_trending: doc.is_trending ?? false,
    seasons: doc.seasons ?? null,
    episodes: doc.episodes ?? null,
    duration_minutes: doc.duration_minutes ?? null,
    release_year: doc.release_year ?? null,
    trending_position: doc.trending_position ?? null,
    certification: doc.certification ?? DEFAULT_CERTIFICATION,
    created_by: doc.created_by ?? null,
    created_at: new Date(doc.created_at).toISOString(),
    // Titles stored before updated_at existed were last written when created.
    updated_at: new Date(doc.updated_at ?? doc.created_at).toISOString(),
  };
}
