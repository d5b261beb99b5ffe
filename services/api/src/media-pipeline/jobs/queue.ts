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

/**
 * Who is waiting for a transcode decides its place: a viewer who pressed Play on a queued title
 * goes first, then staff uploads, then the seed's backlog. Agenda's own priority numbers.
 */
export const QUEUE_PRIORITY = { seed: 0, staff: 10, viewer: 20 } as const;
export type QueueReason = keyof typeof QUEUE_PRIORITY;

/** A queued or running transcode's place in the queue, for staff and for the player. */
export interface QueueStanding {
  assetId: string;
  /** 0 while running; 1 for the next job to start, and so on. */
  position: number;
  /** Estimated seconds until the asset is playable. */
  etaSeconds: number;
}

export interface TranscodeQueue {
  /** Queues a transcode of the asset; `reason` sets its place (seed backlog by default). */
  enqueue(assetId: string, reason?: QueueReason): Promise<void>;
  /** Moves an asset's waiting transcode ahead of every other waiting job (a viewer pressed Play). */
  hurry(assetId: string): Promise<void>;
  /** Every waiting or running transcode with its position and ETA, in the order they will run. */
  standing(): Promise<QueueStanding[]>;
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
/** The order workers take waiting jobs in: priority first, then the time they were queued. */
const JOB_ORDER = { priority: 'desc', nextRunAt: 'asc' } as const;
const MONGO_JOB_ORDER = { priority: -1, nextRunAt: 1 } as const;

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
    backend: new MongoBackend({ mongo: db.db as never, collection: JOBS_COLLECTION, sort: JOB_ORDER }),
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
  const jobs = () => {
    if (!db.db) throw new Error('Database connection is not open');
    return db.db.collection(JOBS_COLLECTION);
  };
  let started = false;
  return {
    async enqueue(assetId, reason = 'seed') {
      await agenda.ready;
      await agenda
        .create<TranscodeData>(TRANSCODE_JOB, { assetId })
        .priority(QUEUE_PRIORITY[reason])
        .schedule(new Date())
        .save();
    },
    async hurry(assetId) {
      await agenda.ready;
      await jobs().updateMany(
        { name: TRANSCODE_JOB, 'data.assetId': assetId, lockedAt: null },
        { $set: { priority: QUEUE_PRIORITY.viewer } },
      );
    },
    async standing() {
      await agenda.ready;
      const waiting = await jobs()
        .find({ name: TRANSCODE_JOB, nextRunAt: { $ne: null } }, { projection: { data: 1, lockedAt: 1 } })
        .sort({ lockedAt: -1, ...MONGO_JOB_ORDER })
        .toArray();
      let position = 0;
      return waiting.map((job) => ({
        assetId: (job.data as TranscodeData).assetId,
        position: job.lockedAt ? 0 : ++position,
        etaSeconds: 0,
      }));
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
