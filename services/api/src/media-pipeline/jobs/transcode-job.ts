import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Ladder, MEDIA_LANGUAGE_CODES, MEDIA_LANGUAGES } from '@premieres/contracts';
import type { Job } from 'agenda';
import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { findStoredFile, mediaBucket } from '../../plugins/stored-files/buckets';
import { transcodeToHls } from '../ladder/transcode';
import type { MediaConfig } from '../media-config';
import type { SeedLadderMaker } from '../seed/seed-ladder-maker';
import { seedSubtitleVtt } from '../seed/seed-subtitles';
import { servesSeedInPlace } from '../storage/choose-storage';
import { importFolder } from '../storage/import-folder';
import type { MediaStorage } from '../storage/media-storage';
import { seedInPlacePrefix } from '../storage/seed-in-place';
import { type MediaAssetDoc, mediaAssetModel, type SubtitleTrack } from './media-asset';
import type { TranscodeData } from './queue';

export interface JobContext {
  db: Connection;
  storage: MediaStorage;
  config: MediaConfig;
  log: FastifyBaseLogger;
  /** Aborted when the app closes: ffmpeg is stopped and the asset queued again for the next start. */
  signal: AbortSignal;
  requeue(assetId: string): Promise<void>;
  /** Queues the packaging of an uploaded audio source beside the asset's current ladder. */
  enqueueAudio(assetId: string, language: string): Promise<void>;
  /** Makes seed ladders in a process of its own (off this event loop). */
  seedMaker: SeedLadderMaker;
}

/**
 * A new ladder has only the source's own audio: every audio track staff uploaded is packaged
 * again beside it (the uploads are kept in storage), so the title keeps its languages.
 */
async function repackageAudio(ctx: JobContext, id: string): Promise<void> {
  const asset = await mediaAssetModel(ctx.db)
    .findOneAndUpdate(
      { _id: id, 'audio_sources.0': { $exists: true } },
      { $set: { 'audio_sources.$[].state': 'pending' } },
      { returnDocument: 'after' },
    )
    .lean();
  for (const source of asset?.audio_sources ?? []) await ctx.enqueueAudio(id, source.language);
}

export function assetPrefix(asset: Pick<MediaAssetDoc, 'movie_id' | 'kind' | 'episode_id'>): string {
  if (asset.episode_id) return `hls/${asset.movie_id}/episodes/${asset.episode_id}/`;
  return `hls/${asset.movie_id}/${asset.kind}/`;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

type Progress = (percent: number) => void;

/**
 * A job's percent is written at most this often: the Media tab and the player's "Preparing ·
 * 45 %" need no finer, and a write per percent (two with the lock's touch) kept the API's event
 * loop (and an in-process database) busy through the seed backlog while it served pages.
 */
const PROGRESS_WRITE_MS = 1000;

/** Transcodes an uploaded source into `folder`. */
async function ladderIn(
  folder: string,
  source: string,
  ctx: JobContext,
  onPercent: Progress,
): Promise<Ladder> {
  const described = path.join(folder, 'ladder.json');
  if (await exists(described)) return JSON.parse(await readFile(described, 'utf8')) as Ladder;
  const partial = `${folder}.${process.pid}.partial`;
  await rm(partial, { recursive: true, force: true });
  try {
    const ladder = await transcodeToHls({
      source,
      outDir: partial,
      preset: ctx.config.preset,
      nice: ctx.config.nice,
      onPercent,
      signal: ctx.signal,
    });
    await writeFile(path.join(partial, 'ladder.json'), JSON.stringify(ladder));
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return ladder;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** Downloads an uploaded source from its bucket into the job's scratch folder. */
async function downloadStored(
  ctx: JobContext,
  bucketName: string,
  name: string,
  scratch: string,
): Promise<string> {
  const bucket = mediaBucket(ctx.db, bucketName);
  const file = await findStoredFile(bucket, name);
  if (!file) throw new Error(`The source file ${bucketName}/${name} is no longer stored`);
  const target = path.join(scratch, `source${path.extname(name) || '.bin'}`);
  await pipeline(bucket.openDownloadStream(file._id), createWriteStream(target));
  return target;
}

/** Seeded titles get subtitles in every language, stored beside the ladder. */
async function seedSubtitles(ctx: JobContext, asset: MediaAssetDoc, title: string, seconds: number) {
  const tracks: SubtitleTrack[] = [];
  for (const language of MEDIA_LANGUAGE_CODES) {
    const key = `${assetPrefix(asset)}subs/${language}-seed.vtt`;
    if (!(await ctx.storage.stat(key))) {
      await ctx.storage.put(
        key,
        Buffer.from(seedSubtitleVtt(language, title, seconds)),
        'text/vtt; charset=utf-8',
      );
    }
    tracks.push({ language, name: MEDIA_LANGUAGES[language].name, default: false, key });
  }
  return tracks;
}

/**
 * The work of one transcode job: source → ladder on local disk → storage → the asset row marked
 * done with its ladder. Progress goes to the row (for staff) and to the job's lock (Agenda's
 * touch), which keeps the lock alive; a job stopped by a restart runs again from the start.
 */
export async function runTranscodeJob(
  ctx: JobContext,
  data: TranscodeData,
  job: Job<TranscodeData>,
): Promise<void> {
  const Assets = mediaAssetModel(ctx.db);
  const asset = await Assets.findById(data.assetId).lean();
  if (!asset) return; // the title was deleted meanwhile
  await Assets.updateOne(
    { _id: asset._id },
    {
      $set: { state: 'running', percent: 0, error: null, started_at: new Date(), updated_at: new Date() },
      $inc: { attempts: 1 },
    },
  );
  let percent = 0;
  let written = 0;
  let writtenAt = 0;
  const onPercent: Progress = (p) => {
    percent = p;
    const now = performance.now();
    if (p - written < 1 || now - writtenAt < PROGRESS_WRITE_MS) return;
    written = p;
    writtenAt = now;
    void Assets.updateOne({ _id: asset._id }, { $set: { percent: p, updated_at: new Date() } }).catch(
      () => {},
    );
    void job.touch(p).catch(() => {});
  };
  // Renews the lock while no progress arrives (probing, uploading to storage).
  const heartbeat = setInterval(() => void job.touch(percent).catch(() => {}), ctx.config.lockLifetimeMs / 3);
  const scratch = path.join(ctx.config.workDir, `${asset._id}-${randomUUID().slice(0, 8)}`);
  // Where a job's time goes (the log line at its end): making the ladder, then storing it.
  const startedAt = performance.now();
  let ladderMs = 0;
  let storeMs = 0;
  let bytes = 0;
  try {
    await mkdir(scratch, { recursive: true });
    let ladder: Ladder;
    let folder: string;
    let subtitles = asset.subtitles;
    if (asset.source.type === 'generated') {
      // The seed's media: a looped picture packaged by stream copy, kept in the media cache.
      const spec = {
        movieTitle: asset.source.movieTitle,
        kind: asset.kind,
        seconds: asset.source.seconds,
        height: asset.source.height,
      };
      ({ folder, ladder } = await ctx.seedMaker.make(ctx.config.cacheDir, spec, {
        signal: ctx.signal,
        onPercent,
      }));
      subtitles = await seedSubtitles(ctx, asset, spec.movieTitle, spec.seconds);
    } else {
      const source = await downloadStored(ctx, asset.source.bucket, asset.source.name, scratch);
      folder = path.join(scratch, 'ladder');
      ladder = await ladderIn(folder, source, ctx, onPercent);
    }
    // A seed ladder in development is read where it was made (storage/seed-in-place.ts).
    const inPlace = asset.source.type === 'generated' && servesSeedInPlace(ctx.config);
    const prefix = inPlace
      ? seedInPlacePrefix(assetPrefix(asset), folder)
      : `${assetPrefix(asset)}${Date.now().toString(36)}-${randomUUID().slice(0, 6)}/`;
    ladderMs = performance.now() - startedAt;
    if (!inPlace) bytes = await importFolder(ctx.storage, folder, prefix);
    storeMs = performance.now() - startedAt - ladderMs;
    await Assets.updateOne(
      { _id: asset._id },
      {
        $set: {
          state: 'done',
          percent: 100,
          error: null,
          ladder,
          ladder_prefix: prefix,
          subtitles,
          finished_at: new Date(),
          updated_at: new Date(),
        },
      },
    );
    await repackageAudio(ctx, asset._id);
    // The previous ladder goes only after the new one is live.
    if (asset.ladder_prefix && asset.ladder_prefix !== prefix)
      await ctx.storage.removePrefix(asset.ladder_prefix);
    ctx.log.info(
      {
        asset: asset._id,
        renditions: ladder.video.length,
        ladderMs: Math.round(ladderMs),
        storeMs: Math.round(storeMs),
        totalMs: Math.round(performance.now() - startedAt),
        bytes,
      },
      'transcode done',
    );
  } catch (error) {
    if (ctx.signal.aborted) {
      // Shutting down: not the job's fault. A fresh job runs it again after the restart.
      await Assets.updateOne({ _id: asset._id }, { $set: { state: 'queued', updated_at: new Date() } }).catch(
        () => {},
      );
      await ctx.requeue(asset._id).catch(() => {});
      throw error;
    }
    const reason = (error as Error).message || String(error);
    await Assets.updateOne(
      { _id: asset._id },
      { $set: { state: 'failed', error: reason, finished_at: new Date(), updated_at: new Date() } },
    );
    ctx.log.warn({ asset: asset._id, reason }, 'transcode failed');
    throw error;
  } finally {
    clearInterval(heartbeat);
    await rm(scratch, { recursive: true, force: true });
  }
}
