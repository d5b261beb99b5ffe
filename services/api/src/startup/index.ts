import type { FastifyInstance } from 'fastify';
import { DATA_STEPS } from './data-steps';
import { READY_STEPS } from './ready-steps';
import { runSteps } from './step';

/**
 * Start-up work, kept out of route registration: plugins only register routes, hooks and
 * listeners; the app factory then runs the data steps (indexes, seeds, backfills, the search
 * index) and, once the app is ready, the ready steps (the transcode worker, the media seed and
 * sync). Each step is logged with its duration.
 */
export async function runDataSteps(app: FastifyInstance): Promise<void> {
  await runSteps(app, 'data', DATA_STEPS);
}

export function runReadyStepsWhenReady(app: FastifyInstance): void {
  app.addHook('onReady', async () => runSteps(app, 'ready', READY_STEPS));
}
