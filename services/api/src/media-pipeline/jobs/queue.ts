import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, InMemoryNotificationChannel, type Job, type JobNotification } from 'agenda';
import type { Connection } from 'mongoose';
import type { MediaConfig } from '../media-config';
import { mediaAssetModel } from './media-asset';
import {
  createRateMeter,
  type JobWork,
  jobWork,
  type QueuedJob,
  queueStanding,
  type RateMeter,
} from './queue-eta';
import { assetWork, workSourceOf } from './work-sources';

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

/** The order workers take waiting jobs in: priority first, then the time they were queued. */
const JOB_ORDER = { priority: 'desc', nextRunAt: 'asc' } as const;

/** Agenda's MongoDB backend of the queue, in the app's own database (collection `media_jobs`). */
function transcodeBackend(db: Connection): MongoBackend {
  if (!db.db) throw new Error('Database connection is not open');
  // Agenda is typed against its own copy of the driver's Db; the connection's Db is the same API.
  return new MongoBackend({ mongo: db.db as never, collection: JOBS_COLLECTION, sort: JOB_ORDER });
}

/**
 * Claims the next waiting transcode exactly as a worker's poll does (the backend's own
 * find-and-lock, in the queue's order) and answers its asset: tests step the queue with it.
 */
export async function claimNextTranscode(
  db: Connection,
  at: Date,
  lockLifetimeMs: number,
): Promise<string | null> {
  const backend = transcodeBackend(db);
  await backend.connect();
  const job = await backend.repository.getNextJobToRun(
    TRANSCODE_JOB,
    at,
    new Date(at.getTime() - lockLifetimeMs),
    at,
    undefined,
  );
  return job ? (job.data as TranscodeData).assetId : null;
}

export interface QueueOptions {
  /** The clock jobs are queued and timed by (tests inject one). */
  now?: () => Date;
  /** Learns how long work takes from the jobs this process finished. */
  rates?: RateMeter;
}

/**
 * The transcode queue on Agenda with its MongoDB backend, in the app's own database (collection
 * `media_jobs`): persisted, locked per job, and a job whose worker died (no lock renewal for
 * `lockLifetimeMs`) is taken again by the next poll of any worker.
 *
 * Only running jobs are locked (lockLimit = concurrency): Agenda otherwise locks the whole backlog
 * into its memory at the first poll, in the order it had then, and a staff upload or a viewer's
 * hurry() would wait behind it. A worker takes the next job as soon as one finishes (a notice on
 * an in-process channel), not at its next poll; the poll stays for jobs queued by other processes.
 */
export function createTranscodeQueue(
  db: Connection,
  config: MediaConfig,
  handler: TranscodeHandler,
  audioHandler: AudioHandler,
  onError: (error: Error) => void,
  options: QueueOptions = {},
): TranscodeQueue {
  const now = options.now ?? (() => new Date());
  const rates = options.rates ?? createRateMeter();
  const workers = Math.max(1, config.concurrency);
  const channel = new InMemoryNotificationChannel();
  const agenda = new Agenda({
    backend: transcodeBackend(db),
    processEvery: config.pollMs,
    maxConcurrency: workers,
    lockLimit: workers,
    defaultLockLifetime: config.lockLifetimeMs,
    notificationChannel: channel,
  });
  agenda.on('error', onError);
  agenda.define<TranscodeData>(
    TRANSCODE_JOB,
    async (job) => {
      const started = now().getTime();
      const work = await estimateWork(job.attrs.data.assetId);
      await handler(job.attrs.data, job);
      if (work) rates.record(work, now().getTime() - started);
    },
    { concurrency: workers, lockLifetime: config.lockLifetimeMs },
  );
  // One audio job at a time: each rewrites its asset's ladder from what it read, so two at once
  // (two languages of one title) would each drop the other's track.
  agenda.define<AudioData>(AUDIO_JOB, (job) => audioHandler(job.attrs.data, job), {
    concurrency: 1,
    lockLifetime: config.lockLifetimeMs,
  });
  // A finished job frees a slot: fill it now. Agenda drops the finished job from its running and
  // locked lists right after 'complete' (same tick), so the notice goes on the next turn.
  agenda.on('complete', () => {
    setImmediate(() => {
      if (channel.state !== 'connected') return;
      for (const jobName of [TRANSCODE_JOB, AUDIO_JOB]) {
        const notice: JobNotification = {
          jobId: 'next' as JobNotification['jobId'],
          jobName,
          nextRunAt: new Date(),
          priority: 0,
          timestamp: new Date(),
        };
        void channel.publish(notice).catch(onError);
      }
    });
  });

  async function estimateWork(assetId: string): Promise<JobWork | null> {
    const asset = await mediaAssetModel(db)
      .findById(assetId, { source: 1 })
      .lean()
      .catch(() => null);
    return asset ? jobWork(await workSourceOf(db, asset.source)) : null;
  }
  const jobs = () => {
    if (!db.db) throw new Error('Database connection is not open');
    return db.db.collection(JOBS_COLLECTION);
  };
  let started = false;
  return {
    async enqueue(assetId, reason = 'seed') {
      await agenda.ready;
      const priority = QUEUE_PRIORITY[reason];
      // An asset already waiting keeps its one job, moved up if this reason ranks higher.
      const waiting = await jobs().updateOne(
        { name: TRANSCODE_JOB, 'data.assetId': assetId, lockedAt: null, nextRunAt: { $ne: null } },
        { $max: { priority } },
      );
      if (waiting.matchedCount > 0) return;
      await agenda
        .create<TranscodeData>(TRANSCODE_JOB, { assetId })
        .priority(priority)
        .schedule(now())
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
      const docs = await jobs()
        .find(
          { name: TRANSCODE_JOB, $or: [{ lockedAt: { $ne: null } }, { nextRunAt: { $ne: null } }] },
          { projection: { data: 1, lockedAt: 1, priority: 1, nextRunAt: 1 } },
        )
        .toArray();
      const ids = [...new Set(docs.map((d) => (d.data as TranscodeData).assetId))];
      const assets = await assetWork(db, ids);
      const queued: QueuedJob[] = [];
      for (const doc of docs) {
        const assetId = (doc.data as TranscodeData).assetId;
        const asset = assets.get(assetId);
        if (!asset) continue; // the title was deleted: its job ends at once
        const work = jobWork(asset.source);
        queued.push({
          assetId,
          running: doc.lockedAt != null,
          priority: Number(doc.priority ?? 0),
          queuedAt: new Date(doc.nextRunAt ?? doc.lockedAt),
          percent: doc.lockedAt != null ? asset.percent : 0,
          estimateMs: work.units * rates.msPerUnit(work.kind),
        });
      }
      return queueStanding(queued, workers);
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
