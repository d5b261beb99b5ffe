import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AudioRendition } from '@premieres/contracts';
import type { Job } from 'agenda';
import type { FastifyBaseLogger } from 'fastify';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { isPlayable, mediaAssetModel } from '../jobs/media-asset';
import type { AudioData } from '../jobs/queue';
import { AUDIO_KBPS, SEGMENT_SECONDS } from '../ladder/hls-args';
import { importFolder } from '../storage/import-folder';
import type { AudioTrackContext } from './add-audio-track';

export interface AudioJobContext extends AudioTrackContext {
  log: FastifyBaseLogger;
  /** Aborted when the app closes: ffmpeg is stopped and the job queued again for the next start. */
  signal: AbortSignal;
  requeue(assetId: string, language: string): Promise<void>;
}

function ffmpegArgs(source: string, out: string): string[] {
  return [
    ...['-hide_banner', '-y', '-i', source, '-map', '0:a:0', '-vn', '-sn'],
    ...['-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', `${out}/s%04d.ts`, `${out}/index.m3u8`],
  ];
}

/**
 * The work of one package-audio job: the pending audio source of a language (kept in media
 * storage) → AAC in 6-second HLS segments beside the asset's current ladder → listed in the
 * ladder, in one update that only lands if that ladder and that upload are still current. So the
 * master never lists a track whose segments are not stored, and a stale job leaves nothing behind.
 * Re-runnable from the start: a job stopped by a restart runs again.
 */
export async function runAudioJob(ctx: AudioJobContext, data: AudioData, job: Job<AudioData>): Promise<void> {
  const Assets = mediaAssetModel(ctx.db);
  const asset = await Assets.findById(data.assetId).lean();
  const source = asset?.audio_sources?.find((s) => s.language === data.language);
  if (!asset || !source || source.state !== 'pending') return; // done, replaced or title gone
  // A transcode is under way: it queues this job again once its ladder is done.
  if (!isPlayable(asset) || !asset.ladder || !asset.ladder_prefix) return;
  const heartbeat = setInterval(() => void job.touch().catch(() => {}), ctx.config.lockLifetimeMs / 3);
  const scratch = path.join(ctx.config.workDir, `audio-${randomUUID().slice(0, 8)}`);
  const dir = `audio-${source.language}-${Date.now().toString(36)}`;
  const bySource = {
    _id: asset._id,
    audio_sources: { $elemMatch: { language: source.language, key: source.key } },
  };
  try {
    const input = path.join(scratch, 'source.bin');
    const out = path.join(scratch, 'out', dir);
    await mkdir(out, { recursive: true });
    await pipeline(await ctx.storage.read(source.key), createWriteStream(input));
    await runFfmpeg(ffmpegArgs(input, out), { nice: ctx.config.nice, signal: ctx.signal });
    await importFolder(ctx.storage, path.join(scratch, 'out'), asset.ladder_prefix);
    const others = asset.ladder.audio.filter((a) => a.language !== source.language);
    const previous = asset.ladder.audio.find((a) => a.language === source.language);
    const track: AudioRendition = {
      language: source.language,
      name: source.name,
      default: previous?.default ?? others.every((a) => !a.default),
      channels: 2,
      uri: `${dir}/index.m3u8`,
    };
    const updated = await Assets.updateOne(
      {
        _id: asset._id,
        ladder_prefix: asset.ladder_prefix,
        audio_sources: { $elemMatch: { language: source.language, key: source.key, state: 'pending' } },
      },
      {
        $set: {
          ladder: { ...asset.ladder, audio: [...others, track] },
          // One positional path per update (the embedded engine refuses two on one element).
          'audio_sources.$': { ...source, state: 'done', error: null },
          updated_at: new Date(),
        },
      },
    );
    if (updated.modifiedCount === 0) await ctx.storage.removePrefix(`${asset.ladder_prefix}${dir}/`);
    else if (previous && /^audio-[a-z]{2}-[a-z0-9]+\//.test(previous.uri)) {
      // An earlier upload of this language (the transcode's own audio-xx/ stays with its ladder).
      await ctx.storage.removePrefix(`${asset.ladder_prefix}${previous.uri.split('/')[0]}/`);
    }
  } catch (error) {
    await ctx.storage.removePrefix(`${asset.ladder_prefix}${dir}/`).catch(() => 0);
    if (ctx.signal.aborted) {
      // Shutting down: a fresh job runs it again after the restart.
      await ctx.requeue(asset._id, source.language).catch(() => {});
      throw error;
    }
    const reason = (error as Error).message || String(error);
    await Assets.updateOne(bySource, {
      $set: { 'audio_sources.$': { ...source, state: 'failed', error: reason } },
    }).catch(() => {});
    ctx.log.warn({ asset: asset._id, language: source.language, reason }, 'audio track failed');
    throw error;
  } finally {
    clearInterval(heartbeat);
    await rm(scratch, { recursive: true, force: true });
  }
}
