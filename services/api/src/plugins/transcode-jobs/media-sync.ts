import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from 'mongoose';
import type { MediaPipeline } from '../../media-pipeline/media-pipeline';

/**
 * The catalogue → media sync of one app: runs in flight are kept, so closing waits for them
 * instead of pulling the database from under them; what follows the sync (the seed's progress
 * line) stops with it. Made by the transcode-jobs plugin, started by the ready steps (startup/).
 */
export interface MediaSync {
  run(): Promise<unknown>;
  /** Stopped when the app closes (before the database goes). */
  follow(reporter: { stop(): void }): void;
  close(): Promise<void>;
}

const syncs = new WeakMap<Connection, MediaSync>();

export function createMediaSync(db: Connection, pipeline: MediaPipeline, log: FastifyBaseLogger): MediaSync {
  const running = new Set<Promise<unknown>>();
  const reporters: { stop(): void }[] = [];
  const sync: MediaSync = {
    run() {
      const run = pipeline.sync().catch((err: unknown) => log.error({ err }, 'media sync failed'));
      running.add(run);
      void run.finally(() => running.delete(run));
      return run;
    },
    follow(reporter) {
      reporters.push(reporter);
    },
    async close() {
      for (const reporter of reporters.splice(0)) reporter.stop();
      await Promise.all(running);
    },
  };
  syncs.set(db, sync);
  return sync;
}

export function mediaSyncOf(db: Connection): MediaSync {
  const sync = syncs.get(db);
  if (!sync) throw new Error('the transcode-jobs plugin is not registered');
  return sync;
}
