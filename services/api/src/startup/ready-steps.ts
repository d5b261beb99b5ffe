import type { FastifyInstance } from 'fastify';
import { mediaPipelineOf } from '../media-pipeline/media-pipeline';
import { reportSeedProgress, seedCounts } from '../media-pipeline/seed/seed-progress';
import { mediaSyncOf } from '../plugins/transcode-jobs/media-sync';
import type { StartupStep } from './step';

const SEED_PROGRESS_EVERY_MS = 5000;

const pipelineOf = (app: FastifyInstance) => mediaPipelineOf(app.db, app.apiConfig.media, app.log);

/**
 * The work that starts when the app is ready (its onReady hook, added by the app factory), in this
 * order: this process's transcode worker; the seed's media rows (quick), so the sync sees the
 * sample titles' generated media while their transcodes run in the background; then the sync.
 */
export const READY_STEPS: StartupStep[] = [
  {
    name: 'transcode-worker',
    async run(app) {
      if (!app.apiConfig.media.worker) return { skipped: 'no worker in this process' };
      const pipeline = pipelineOf(app);
      await pipeline.queue.start();
      await pipeline
        .resumeAudio()
        .catch((err: unknown) => app.log.error({ err }, 'queueing pending audio failed'));
      return undefined;
    },
  },
  {
    name: 'media-seed',
    async run(app) {
      const config = app.apiConfig.media;
      if (!config.seedMedia) return { skipped: 'media seed off' };
      const pipeline = pipelineOf(app);
      await pipeline
        .seed()
        .then((ids) => ids.length > 0 && app.log.info({ queued: ids.length }, 'queued sample media'))
        .catch((err: unknown) => app.log.error({ err }, 'media seed failed'));
      // The start log follows the seed's media until every asset is ready (the gateway prints it).
      if (config.worker) {
        mediaSyncOf(app.db).follow(
          reportSeedProgress({
            counts: () => seedCounts(app.db),
            standing: () => pipeline.queue.standing(),
            fallback: (line) => app.log.info(line),
            everyMs: SEED_PROGRESS_EVERY_MS,
          }),
        );
      }
      return undefined;
    },
  },
  {
    name: 'media-sync',
    async run(app) {
      // Not awaited: titles become playable one by one; closing waits for it (media-sync.ts).
      void mediaSyncOf(app.db).run();
      return undefined;
    },
  },
];
