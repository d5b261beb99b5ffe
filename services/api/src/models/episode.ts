import type { Episode, EpisodeInput } from '@premieres/contracts';
import { Schema, Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { SnakeCased } from '../db/stored-doc';

/**
 * One episode of a series (a movie record of type 'tv'). Its media goes through the media
 * pipeline like a title's content: `content_url` names the uploaded file, and a media asset
 * with this episode's id carries the HLS ladder. The fields staff write and the series' id are
 * the contracts' episode's, snake_cased (`durationSeconds` → `duration_seconds`); its media
 * state and still are read from the media pipeline, not stored here.
 */
export type EpisodeDoc = SnakeCased<Pick<Episode, 'movieId' | keyof EpisodeInput>> & {
  _id: string;
  content_url: string | null;
  created_at: Date;
  updated_at: Date;
};

export const newEpisodeId = (): string => new Types.ObjectId().toHexString();

const schema = new Schema<EpisodeDoc>(
  {
    _id: { type: String, default: newEpisodeId },
    movie_id: { type: String, required: true },
    season: { type: Number, required: true, min: 1 },
    number: { type: Number, required: true, min: 1 },
    title: { type: String, required: true, trim: true },
    duration_seconds: { type: Number, required: true, min: 1 },
    synopsis: { type: String, default: null },
    content_url: { type: String, default: null },
    intro_start_seconds: { type: Number, min: 0, default: null },
    intro_end_seconds: { type: Number, min: 0, default: null },
    created_at: { type: Date, default: () => new Date() },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'episodes', versionKey: false, strict: 'throw' },
);
// One episode per number per season of a series; the series reads them in this order.
schema.index({ movie_id: 1, season: 1, number: 1 }, { unique: true });

export const episodeModel = defineModel<EpisodeDoc>('Episode', schema);
