import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from './storage/s3-storage';

export interface MediaConfig {
  /** Run transcode jobs in this process (every API replica can; the queue hands each job to one). */
  worker: boolean;
  /** Give the sample catalogue generated media at start (in the background). */
  seedMedia: boolean;
  /** Generated seed sources and their ladders, kept across starts and in-memory databases. */
  cacheDir: string;
  /** Scratch space of running jobs. */
  workDir: string;
  /** x264 preset of every rendition. */
  preset: string;
  /** Niceness of ffmpeg (0..19). */
  nice: number;
  /** A running job renews its lock while it works; a dead worker's job is taken again after this. */
  lockLifetimeMs: number;
  /** How often idle workers look for queued jobs. */
  pollMs: number;
  concurrency: number;
  /** Set when MEDIA_STORAGE=s3; GridFS otherwise. */
  s3: S3Settings | null;
}

type Env = Record<string, string | undefined>;

export const DEFAULT_MEDIA_CACHE_DIR = path.resolve(__dirname, '../../../../.data/media-cache');

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function s3From(env: Env): S3Settings | null {
  if ((env.MEDIA_STORAGE ?? 'gridfs') !== 's3') return null;
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return {
    bucket,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'ap-south-1',
    endpoint: env.S3_ENDPOINT?.trim() || null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    prefix: env.S3_PREFIX ?? '',
  };
}

/** Media settings from the environment; tests get no worker and no seeding unless they ask. */
export function loadMediaConfig(env: Env, seedEnabled: boolean, isTest: boolean): MediaConfig {
  return {
    worker: env.MEDIA_WORKER ? env.MEDIA_WORKER !== 'false' : !isTest,
    seedMedia: seedEnabled && !isTest && env.SEED_MEDIA !== 'false',
    cacheDir: path.resolve(env.MEDIA_CACHE_DIR ?? DEFAULT_MEDIA_CACHE_DIR),
    workDir: path.resolve(env.TRANSCODE_WORK_DIR ?? path.join(tmpdir(), 'premieres-transcode')),
    preset: env.TRANSCODE_PRESET ?? 'veryfast',
    nice: Math.min(19, positive(env.TRANSCODE_NICE, 10)),
    lockLifetimeMs: positive(env.TRANSCODE_LOCK_SECONDS, 60) * 1000,
    pollMs: positive(env.TRANSCODE_POLL_MS, 3000),
    concurrency: positive(env.TRANSCODE_CONCURRENCY, 1),
    s3: s3From(env),
  };
}
