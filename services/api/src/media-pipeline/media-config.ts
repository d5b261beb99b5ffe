import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import type { ApiEnv } from '../config/env-schema';
import type { S3Settings } from './storage/s3-storage';

export interface MediaConfig {
  /** Run transcode jobs in this process (every API replica can; the queue hands each job to one). */
  worker: boolean;
  /** Give the sample catalogue generated media at start (in the background). */
  seedMedia: boolean;
  /** Which sample titles get seed media, and how long it is (null: all titles, full length). */
  seedScope: SeedScope;
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
  /** How often idle workers look for jobs queued by other processes (their own start at once). */
  pollMs: number;
  /** Jobs run at once by this process: one per core unless set (ffmpeg runs niced). */
  concurrency: number;
  /** Set when MEDIA_STORAGE=s3; GridFS otherwise. */
  s3: S3Settings | null;
  /** The media volume's folder when MEDIA_STORAGE=fs (MEDIA_ROOT): what nginx serves at the edge. */
  fsRoot: string | null;
  /**
   * Seed ladders are served from the media cache, not copied into GridFS (storage/seed-in-place.ts):
   * development's GridFS only; production (NODE_ENV=production, S3 or a media volume) copies.
   */
  seedInPlace: boolean;
}

export interface SeedScope {
  titles: string[] | null;
  seconds: number | null;
}

export const DEFAULT_MEDIA_CACHE_DIR = path.resolve(__dirname, '../../../../.data/media-cache');

/** The media variables of the validated environment (src/config/env-schema.ts). */
export type MediaEnv = Pick<
  ApiEnv,
  | 'MEDIA_WORKER'
  | 'SEED_MEDIA'
  | 'SEED_MEDIA_TITLES'
  | 'SEED_MEDIA_SECONDS'
  | 'MEDIA_CACHE_DIR'
  | 'TRANSCODE_WORK_DIR'
  | 'TRANSCODE_PRESET'
  | 'TRANSCODE_NICE'
  | 'TRANSCODE_LOCK_SECONDS'
  | 'TRANSCODE_POLL_MS'
  | 'TRANSCODE_CONCURRENCY'
  | 'MEDIA_STORAGE'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
  | 'MEDIA_ROOT'
  | 'NODE_ENV'
>;

function s3From(env: Partial<MediaEnv>): S3Settings | null {
  if ((env.MEDIA_STORAGE ?? 'gridfs') !== 's3') return null;
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'ap-south-1',
    endpoint: env.S3_ENDPOINT ?? null,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    prefix: env.S3_PREFIX ?? '',
  };
}

function fsRootFrom(env: Partial<MediaEnv>): string | null {
  if (env.MEDIA_STORAGE !== 'fs') return null;
  if (!env.MEDIA_ROOT) throw new Error('MEDIA_STORAGE=fs needs MEDIA_ROOT');
  return path.resolve(env.MEDIA_ROOT);
}

/** Media settings from the environment; tests get no worker and no seeding unless they ask. */
export function loadMediaConfig(env: Partial<MediaEnv>, seedEnabled: boolean, isTest: boolean): MediaConfig {
  const s3 = s3From(env);
  const fsRoot = fsRootFrom(env);
  return {
    worker: env.MEDIA_WORKER ?? !isTest,
    seedMedia: seedEnabled && !isTest && (env.SEED_MEDIA ?? true),
    seedScope: {
      titles: env.SEED_MEDIA_TITLES ? env.SEED_MEDIA_TITLES.split(',') : null,
      seconds: env.SEED_MEDIA_SECONDS ?? null,
    },
    cacheDir: path.resolve(env.MEDIA_CACHE_DIR ?? DEFAULT_MEDIA_CACHE_DIR),
    workDir: path.resolve(env.TRANSCODE_WORK_DIR ?? path.join(tmpdir(), 'premieres-transcode')),
    preset: env.TRANSCODE_PRESET ?? 'veryfast',
    nice: Math.min(19, env.TRANSCODE_NICE ?? 10),
    lockLifetimeMs: (env.TRANSCODE_LOCK_SECONDS ?? 60) * 1000,
    pollMs: env.TRANSCODE_POLL_MS ?? 3000,
    concurrency: env.TRANSCODE_CONCURRENCY ?? availableParallelism(),
    s3,
    fsRoot,
    seedInPlace: !s3 && !fsRoot && env.NODE_ENV !== 'production',
  };
}
