import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import { runAudioJob } from './audio/package-audio-job';
import { pendingAudio } from './audio/pending-audio';
import { mediaAssetModel } from './jobs/media-asset';
import { createTranscodeQueue, type TranscodeQueue } from './jobs/queue';
import { syncAssets } from './jobs/sync-assets';
import { runTranscodeJob } from './jobs/transcode-job';
import type { MediaConfig } from './media-config';
import { pagesFirst } from './seed/pages-first';
import { seedLadderMaker } from './seed/seed-ladder-maker';
import { seedMediaAssets } from './seed/seed-media';
import { chooseMediaStorage } from './storage/choose-storage';
import type { MediaStorage } from './storage/media-storage';

export interface MediaPipeline {
  storage: MediaStorage;
  queue: TranscodeQueue;
  /** Queues transcodes for new or replaced uploads and drops assets of deleted titles. */
  sync(): Promise<string[]>;
  /** Queues the sample catalogue's generated media (once per title). */
  seed(): Promise<string[]>;
  /** Queues every uploaded audio source still waiting for its ladder (at a worker's start). */
  resumeAudio(): Promise<void>;
  /** A page is loading: the seed backlog waits a moment (seed/pages-first.ts). */
  pageRequested(): void;
  /** A member waits for the asset (Play on it while it is prepared): its job goes first, and runs. */
  hurry(assetId: string): Promise<void>;
  /** A member watches a title being prepared (its status polled): the backlog runs, pages wait. */
  memberWaiting(): void;
  close(): Promise<void>;
}

const pipelines = new WeakMap<Connection, MediaPipeline>();

/** The media pipeline of an app's connection (one per app: the streaming and staff routes share it). */
export function mediaPipelineOf(db: Connection, config: MediaConfig, log: FastifyBaseLogger): MediaPipeline {
  const existing = pipelines.get(db);
  if (existing) return existing;
  const storage = chooseMediaStorage(db, config);
  const stopping = new AbortController();
  const seedMaker = seedLadderMaker(config.nice);
  const pages = pagesFirst(seedMaker);
  const queue: TranscodeQueue = createTranscodeQueue(
    db,
    config,
    (data, job) =>
      runTranscodeJob(
        {
          db,
          storage,
          config,
          log,
          signal: stopping.signal,
          requeue: (id) => queue.enqueue(id),
          enqueueAudio: (id, language) => queue.enqueueAudio(id, language),
          seedMaker,
        },
        data,
        job,
      ),
    (data, job) =>
      runAudioJob(
        {
          db,
          storage,
          config,
          log,
          signal: stopping.signal,
          requeue: (id, language) => queue.enqueueAudio(id, language),
        },
        data,
        job,
      ),
    (error) => log.error({ err: error }, 'transcode queue error'),
  );
  async function enqueueAll(ids: string[]) {
    for (const id of ids) await queue.enqueue(id);
    return ids;
  }
  const pipeline: MediaPipeline = {
    storage,
    queue,
    sync: async () => enqueueAll(await syncAssets(db, storage)),
    seed: async () => enqueueAll(await seedMediaAssets(db, config.seedScope, storage)),
    async resumeAudio() {
      for (const { assetId, language } of await pendingAudio(db)) await queue.enqueueAudio(assetId, language);
    },
    pageRequested: () => pages.pageRequested(),
    async hurry(assetId) {
      pages.memberWaiting();
      await queue.hurry(assetId);
    },
    memberWaiting: () => pages.memberWaiting(),
    async close() {
      pages.close();
      await queue.stop();
      stopping.abort();
      await seedMaker.close();
      pipelines.delete(db);
    },
  };
  pipelines.set(db, pipeline);
  void mediaAssetModel(db).init();
  return pipeline;
}
