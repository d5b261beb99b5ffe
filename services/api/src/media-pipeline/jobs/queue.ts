import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type Job } from 'agenda';
import type { Connection } from 'mongoose';
import type { MediaConfig } from '../media-config';

export const TRANSCODE_JOB = 'transcode-media';
export const AUDIO_JOB = 'package-audio';
export const JOBS_COLLECTION = 'media_jobs';

export interface TranscodeData {
  assetId: string;
}

export interface AudioData {
  assetId: string;
  language: string;
}

export type TranscodeHandler = (data: TranscodeData, job: Job<TranscodeData>) => Promise<void>;
export type AudioHandler = (data: AudioData, job: Job<AudioData>) => Promise<void>;

export interface TranscodeQueue {
  enqueue(assetId: string): Promise<void>;
  /** Packages an uploaded audio source (audio_sources on the asset) beside the current ladder. */
  enqueueAudio(assetId: string, language: string): Promise<void>;
  /** Starts taking jobs (only on processes that run the worker). */
  start(): Promise<void>;
  /** Stops taking jobs; running ones are unlocked so the next start (or another replica) takes them. */
  stop(): Promise<void>;
}

/**
 * The transcode queue on Agenda with its MongoDB backend, in the app's own database (collection
 * `media_jobs`): persisted, locked per job, and a job whose worker died (no lock renewal for
 * `lockLifetimeMs`) is taken again by the next poll of any worker.
 */
export function createTranscodeQueue(
  db: Connection,
  config: MediaConfig,
  handler: TranscodeHandler,
  audioHandler: AudioHandler,
  onError: (error: Error) => void,
): TranscodeQueue {
  if (!db.db) throw new Error('Database connection is not open');
  const agenda = new Agenda({
    // Agenda is typed against its own copy of the driver's Db; the connection's Db is the same API.
    backend: new MongoBackend({ mongo: db.db as never, collection: JOBS_COLLECTION }),
    processEvery: config.pollMs,
    maxConcurrency: config.concurrency,
    defaultLockLifetime: config.lockLifetimeMs,
  });
  agenda.on('error', onError);
  agenda.define<TranscodeData>(TRANSCODE_JOB, (job) => handler(job.attrs.data, job), {
    concurrency: config.concurrency,
    lockLifetime: config.lockLifetimeMs,
  });
  agenda.define<AudioData>(AUDIO_JOB, (job) => audioHandler(job.attrs.data, job), {
    concurrency: config.concurrency,
    lockLifetime: config.lockLifetimeMs,
  });
  let started = false;
  return {
    async enqueue(assetId) {
      await agenda.ready;
      await agenda.now(TRANSCODE_JOB, { assetId });
    },
    async enqueueAudio(assetId, language) {
      await agenda.ready;
      await agenda.now(AUDIO_JOB, { assetId, language });
    },
    async start() {
      await agenda.ready;
      await agenda.start();
      started = true;
    },
    async stop() {
      // Agenda prepares its collection from construction on; let that finish before the
      // database closes, even on a process that never started the worker.
      await Promise.resolve(agenda.ready).catch(() => undefined);
      if (started) await agenda.stop();
      started = false;
    },
  };
}
