import type { Connection } from 'mongoose';
import { Gauge, type Registry } from 'prom-client';
import { JOB_STATES, mediaAssetModel } from '../media-pipeline/jobs/media-asset';

/**
 * Transcoding queue depth per job state (queued, running, failed...), counted by the database
 * when Prometheus scrapes, so every replica reports the one shared queue.
 */
export function registerQueueMetrics(registry: Registry, db: Connection): void {
  const assets = mediaAssetModel(db);
  new Gauge({
    name: 'transcode_jobs',
    help: 'Transcode jobs by state (the shared queue)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const counts = await assets.aggregate<{ _id: string; n: number }>([
        { $group: { _id: '$state', n: { $sum: 1 } } },
      ]);
      const byState = new Map(counts.map((c) => [c._id, c.n]));
      for (const state of JOB_STATES) this.set({ state }, byState.get(state) ?? 0);
    },
  });
}
