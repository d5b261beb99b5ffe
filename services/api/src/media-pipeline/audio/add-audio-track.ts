import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_LANGUAGES, type MediaLanguage } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { probeMedia } from '../ffmpeg/probe';
import { type AudioSource, type MediaAssetDoc, mediaAssetModel } from '../jobs/media-asset';
import { assetPrefix } from '../jobs/transcode-job';
import type { MediaConfig } from '../media-config';
import type { MediaStorage } from '../storage/media-storage';

export interface AudioTrackContext {
  db: Connection;
  storage: MediaStorage;
  config: MediaConfig;
}

/** An uploaded audio file the service refuses (no audio stream ffmpeg can read). */
export class AudioTrackError extends Error {}

async function hasAudio(config: MediaConfig, body: Buffer): Promise<boolean> {
  const scratch = path.join(config.workDir, `audio-probe-${randomUUID().slice(0, 8)}`);
  try {
    await mkdir(scratch, { recursive: true });
    const file = path.join(scratch, 'source.bin');
    await writeFile(file, body);
    const probed = await probeMedia(file).catch(() => null);
    return Boolean(probed && probed.audio.length > 0);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Checks the upload has an audio stream, keeps it in media storage beside the asset's ladders
 * (so every later ladder can be given it again) and records it on the asset as pending; the
 * caller queues the job that packages it (package-audio-job.ts). A new upload of a language
 * replaces the earlier one.
 */
export async function acceptAudioUpload(
  ctx: AudioTrackContext,
  asset: Pick<MediaAssetDoc, '_id' | 'movie_id' | 'kind' | 'episode_id'>,
  language: MediaLanguage,
  body: Buffer,
  contentType: string,
): Promise<void> {
  if (!(await hasAudio(ctx.config, body))) {
    throw new AudioTrackError('The file has no audio stream that can be read');
  }
  const key = `${assetPrefix(asset)}audio-sources/${language}-${Date.now().toString(36)}-${randomUUID().slice(0, 6)}`;
  await ctx.storage.put(key, body, contentType);
  const source: AudioSource = { language, name: MEDIA_LANGUAGES[language].name, key, state: 'pending' };
  const before = await mediaAssetModel(ctx.db)
    .findOneAndUpdate(
      { _id: asset._id },
      [
        {
          $set: {
            audio_sources: {
              $concatArrays: [
                {
                  $filter: {
                    input: { $ifNull: ['$audio_sources', []] },
                    cond: { $ne: ['$$this.language', language] },
                  },
                },
                [{ $literal: source }],
              ],
            },
            updated_at: new Date(),
          },
        },
      ],
      { updatePipeline: true },
    )
    .lean();
  if (!before) {
    await ctx.storage.removePrefix(key);
    throw new AudioTrackError('The title’s media is gone');
  }
  const replaced = before.audio_sources?.find((s) => s.language === language);
  if (replaced) await ctx.storage.removePrefix(replaced.key);
}
