import type { MediaLanguage } from '@premieres/contracts';
import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';

export interface PackageFile {
  /** Flat name inside the package: `index.m3u8`, `s0000.ts`, `en.vtt`. */
  name: string;
  bytes: number;
}

/**
 * An encrypted download package of one ladder's rung with one audio language (AES-128 HLS, video
 * and audio muxed by stream copy) and the title's WebVTT subtitles, made once on demand. The key
 * lives only here and in licences, never in media storage.
 */
export interface DownloadPackageDoc {
  /** `<asset id>.<ladder folder>.<height>.<audio language>` */
  _id: string;
  asset_id: string;
  height: number;
  audio_language: MediaLanguage | null;
  /** Storage folder (`downloads/<asset id>/<ladder folder>/<height>-<language>/`). */
  prefix: string;
  /** AES-128 key, base64 (16 bytes). */
  key: string;
  /** The playlist's explicit IV, 32 hex digits. */
  iv: string;
  state: 'packaging' | 'done';
  files: PackageFile[];
  bytes: number;
  duration_seconds: number;
  /** Wall-clock time the packaging took (ffmpeg and storage). */
  packaged_ms: number | null;
  created_at: Date;
}

const schema = new Schema<DownloadPackageDoc>(
  {
    _id: { type: String, required: true },
    asset_id: { type: String, required: true },
    height: { type: Number, required: true },
    audio_language: { type: String, default: null },
    prefix: { type: String, required: true },
    key: { type: String, required: true },
    iv: { type: String, required: true },
    state: { type: String, required: true },
    files: { type: Schema.Types.Mixed, default: [] },
    bytes: { type: Number, default: 0 },
    duration_seconds: { type: Number, default: 0 },
    packaged_ms: { type: Number, default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'download_packages', versionKey: false, strict: 'throw' },
);
schema.index({ asset_id: 1 });

export const downloadPackageModel = defineModel<DownloadPackageDoc>('DownloadPackage', schema);
