import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AudioRendition, MEDIA_LANGUAGES, type MediaLanguage } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { probeMedia } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { mediaAssetModel } from '../jobs/media-asset';
import { AUDIO_KBPS, SEGMENT_SECONDS } from '../ladder/hls-args';
import type { MediaConfig } from '../media-config';
import { importFolder } from '../storage/import-folder';
import type { MediaStorage } from '../storage/media-storage';

export interface AudioTrackContext {
  db: Connection;
  storage: MediaStorage;
  config: MediaConfig;
}

/** An uploaded audio file the service refuses (no audio stream ffmpeg can read). */
export class AudioTrackError extends Error {}

/** Writes the upload to scratch and checks it has an audio stream; answers the file's path. */
export async function acceptAudioUpload(ctx: AudioTrackContext, body: Buffer): Promise<string> {
  const scratch = path.join(ctx.config.workDir, `audio-${randomUUID().slice(0, 8)}`);
  await mkdir(scratch, { recursive: true });
  const file = path.join(scratch, 'source.bin');
  await writeFile(file, body);
  const probed = await probeMedia(file).catch(() => null);
  if (!probed || probed.audio.length === 0) {
    await rm(scratch, { recursive: true, force: true });
    throw new AudioTrackError('The file has no audio stream that can be read');
  }
  return file;
}

/**
 * Packages one language's audio beside the asset's current ladder (AAC in 6-second HLS segments,
 * like the ladder's own audio) and adds it to the ladder as an alternate rendition. The title
 * plays throughout: the row changes only once the new rendition is stored, and only if the
 * ladder is still the one it was made for (a new transcode meanwhile wins).
 */
export async function addAudioTrack(
  ctx: AudioTrackContext,
  assetId: string,
  language: MediaLanguage,
  source: string,
): Promise<void> {
  const scratch = path.dirname(source);
  try {
    const Assets = mediaAssetModel(ctx.db);
    const asset = await Assets.findById(assetId).lean();
    if (!asset?.ladder || !asset.ladder_prefix) throw new Error('The title has no finished ladder');
    const dir = `audio-${language}-${Date.now().toString(36)}`;
    const out = path.join(scratch, 'out', dir);
    await mkdir(out, { recursive: true });
    await runFfmpeg(
      [
        '-hide_banner',
        '-y',
        '-i',
        source,
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-c:a',
        'aac',
        '-b:a',
        `${AUDIO_KBPS}k`,
        '-ac',
        '2',
        '-ar',
        '48000',
        '-f',
        'hls',
        '-hls_time',
        String(SEGMENT_SECONDS),
        '-hls_playlist_type',
        'vod',
        '-hls_segment_filename',
        `${out}/s%04d.ts`,
        `${out}/index.m3u8`,
      ],
      { nice: ctx.config.nice },
    );
    await importFolder(ctx.storage, path.join(scratch, 'out'), asset.ladder_prefix);
    const others = asset.ladder.audio.filter((a) => a.language !== language);
    const previous = asset.ladder.audio.find((a) => a.language === language);
    const track: AudioRendition = {
      language,
      name: MEDIA_LANGUAGES[language].name,
      default: previous?.default ?? others.every((a) => !a.default),
      channels: 2,
      uri: `${dir}/index.m3u8`,
    };
    const updated = await Assets.updateOne(
      { _id: assetId, ladder_prefix: asset.ladder_prefix },
      { $set: { ladder: { ...asset.ladder, audio: [...others, track] }, updated_at: new Date() } },
    );
    if (updated.modifiedCount === 0) await ctx.storage.removePrefix(`${asset.ladder_prefix}${dir}/`);
    else if (previous && /^audio-[a-z]{2}-[a-z0-9]+\//.test(previous.uri)) {
      // An earlier upload of this language (the transcode's own audio-xx/ stays with its ladder).
      await ctx.storage.removePrefix(`${asset.ladder_prefix}${previous.uri.split('/')[0]}/`);
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
