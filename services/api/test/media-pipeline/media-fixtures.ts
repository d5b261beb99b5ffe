import { createReadStream } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { STORAGE_BUCKETS } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../../src/media-pipeline/ffmpeg/run-ffmpeg';
import { type MediaAssetDoc, mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { loadMediaConfig, type MediaConfig } from '../../src/media-pipeline/media-config';
import { mediaBucket } from '../../src/plugins/stored-files/buckets';

export async function tempDir(tag: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `premieres-${tag}-`));
}

/** A tiny test clip: a test pattern with English and Hindi tone tracks (tagged eng, hin). */
export async function makeClip(file: string, seconds: number, size = '854x480'): Promise<string> {
  await runFfmpeg(
    [
      '-hide_banner',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${size}:r=24:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=f=440:d=${seconds}:sample_rate=48000`,
      '-f',
      'lavfi',
      '-i',
      `sine=f=660:d=${seconds}:sample_rate=48000`,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-map',
      '2:a',
      '-metadata:s:a:0',
      'language=eng',
      '-metadata:s:a:1',
      'language=hin',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-b:a',
      '64k',
      file,
    ],
    { nice: 10 },
  );
  return file;
}

/** Stores a file in the trailers bucket, as an admin upload does. */
export async function storeSource(app: FastifyInstance, name: string, file: string): Promise<void> {
  const bucket = mediaBucket(app.db, STORAGE_BUCKETS.trailers);
  await pipeline(
    createReadStream(file),
    bucket.openUploadStream(name, { metadata: { contentType: 'video/mp4' } }),
  );
}

/** Media settings for a test: a worker polling fast with a short lock, folders of its own. */
export function testMediaConfig(dir: string, overrides: Partial<MediaConfig> = {}): MediaConfig {
  return {
    ...loadMediaConfig({}, false, true),
    worker: true,
    cacheDir: path.join(dir, 'cache'),
    workDir: path.join(dir, 'work'),
    preset: 'ultrafast',
    pollMs: 200,
    lockLifetimeMs: 2000,
    ...overrides,
  };
}

/** Polls the asset row until `done(asset)` holds, failing after the deadline. */
export async function waitForAsset(
  app: FastifyInstance,
  id: string,
  done: (asset: MediaAssetDoc) => boolean,
  deadlineMs = 90_000,
): Promise<MediaAssetDoc> {
  const until = Date.now() + deadlineMs;
  let last: MediaAssetDoc | null = null;
  while (Date.now() < until) {
    last = await mediaAssetModel(app.db).findById(id).lean();
    if (last && done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`asset ${id} did not reach the state in time; last: ${JSON.stringify(last)}`);
}
