import type { DownloadQuality, MediaLanguage } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * A download licence (issue 27): one device of an account may hold one title (or episode) at one
 * quality until `expires_at` (30 days from issue; 48 hours once playback starts, whichever is
 * sooner). The key is copied from the package at issue, so renewal keeps it even when the title
 * is packaged again later (the device's files stay encrypted with it).
 */
export interface DownloadLicenceDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  viewer_profile_id: Types.ObjectId | null;
  movie_id: string;
  episode_id: string | null;
  device_id: string;
  quality: DownloadQuality;
  height: number;
  audio_language: MediaLanguage;
  package_id: string;
  /** AES-128 key, base64 (16 bytes): delivered only inside the licence. */
  key: string;
  issued_at: Date;
  playback_started_at: Date | null;
  expires_at: Date;
  revoked_at: Date | null;
}

const schema = new Schema<DownloadLicenceDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, default: null },
    movie_id: { type: String, required: true },
    episode_id: { type: String, default: null },
    device_id: { type: String, required: true },
    quality: { type: String, required: true },
    height: { type: Number, required: true },
    audio_language: { type: String, required: true },
    package_id: { type: String, required: true },
    key: { type: String, required: true },
    issued_at: { type: Date, required: true },
    playback_started_at: { type: Date, default: null },
    expires_at: { type: Date, required: true },
    revoked_at: { type: Date, default: null },
  },
  { collection: 'download_licences', versionKey: false, strict: 'throw' },
);
schema.index({ user_id: 1, device_id: 1, revoked_at: 1 });

export const downloadLicenceModel = defineModel<DownloadLicenceDoc>('DownloadLicence', schema);
