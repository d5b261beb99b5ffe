import type { Ladder, MediaLanguage } from '@premieres/contracts';
import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

export const MEDIA_KINDS = ['content', 'trailer'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Where a job reads its source: an uploaded file in a bucket, or the seed's generator. */
export type MediaSource =
  | { type: 'stored'; bucket: string; name: string }
  | { type: 'generated'; movieTitle: string; seconds: number; height: number };

export interface SubtitleTrack {
  language: MediaLanguage;
  name: string;
  default: boolean;
  /** Storage key of the WebVTT file. */
  key: string;
}

/** An audio file staff uploaded for one language, kept in media storage so any new ladder gets it again. */
export interface AudioSource {
  language: MediaLanguage;
  name: string;
  /** Storage key of the uploaded file (beside the ladders, not inside one). */
  key: string;
  /** pending: a job packages it beside the current ladder; done: the ladder lists it. */
  state: 'pending' | 'done' | 'failed';
  error?: string | null;
}

/**
 * One playable thing of a title (its content or its trailer) and the state of its transcode:
 * the queue (Agenda) decides who runs what; this row is what staff and players read.
 */
export interface MediaAssetDoc {
  /** `<movie id>.<kind>` */
  _id: string;
  movie_id: string;
  /** Set when the asset is one episode's content (kind 'content'); the series is movie_id. */
  episode_id?: string | null;
  kind: MediaKind;
  source: MediaSource;
  /** The title's field value this asset was made for; a new upload changes it. */
  field_value: string | null;
  state: JobState;
  percent: number;
  error: string | null;
  attempts: number;
  /** Storage folder of the complete ladder (`hls/<movie>/<kind>/<ladder id>/`). */
  ladder_prefix: string | null;
  ladder: Ladder | null;
  subtitles: SubtitleTrack[];
  audio_sources?: AudioSource[];
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

export function assetId(movieId: string, kind: MediaKind): string {
  return `${movieId}.${kind}`;
}

/** An episode's content: `<series id>.episode.<episode id>`. */
export function episodeAssetId(movieId: string, episodeId: string): string {
  return `${movieId}.episode.${episodeId}`;
}

const schema = new Schema<MediaAssetDoc>(
  {
    _id: { type: String, required: true },
    movie_id: { type: String, required: true },
    episode_id: { type: String, default: null },
    kind: { type: String, enum: MEDIA_KINDS, required: true },
    source: { type: Schema.Types.Mixed, required: true },
    field_value: { type: String, default: null },
    state: { type: String, enum: JOB_STATES, required: true },
    percent: { type: Number, default: 0 },
    error: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    ladder_prefix: { type: String, default: null },
    ladder: { type: Schema.Types.Mixed, default: null },
    subtitles: { type: Schema.Types.Mixed, default: [] },
    audio_sources: { type: Schema.Types.Mixed, default: [] },
    queued_at: { type: Date, default: () => new Date() },
    started_at: { type: Date, default: null },
    finished_at: { type: Date, default: null },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'media_assets', versionKey: false, strict: 'throw' },
);
schema.index({ movie_id: 1 });
schema.index({ state: 1, updated_at: -1 });

export const mediaAssetModel = defineModel<MediaAssetDoc>('MediaAsset', schema);

/** Playable only when the ladder is complete. */
export function isPlayable(asset: Pick<MediaAssetDoc, 'state' | 'ladder' | 'ladder_prefix'>): boolean {
  return asset.state === 'done' && asset.ladder !== null && asset.ladder_prefix !== null;
}
