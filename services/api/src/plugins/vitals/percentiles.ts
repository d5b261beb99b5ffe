import type { WebVitalMetric, WebVitalsSummary } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { WEB_VITALS_RETENTION_DAYS, webVitalModel } from '../../models/web-vital';

/** The nearest-rank percentile of values sorted ascending (p75 of 1..8 is 6), as CrUX reports it. */
export function percentileOfSorted(sorted: readonly number[], percentile: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/**
 * p75 per route and metric over the retention window: the database groups the samples (sorted
 * by value) per route and metric, the percentile is read off each sorted list.
 */
export async function computeWebVitals(db: Connection, now: Date): Promise<WebVitalsSummary> {
  const since = new Date(now.getTime() - WEB_VITALS_RETENTION_DAYS * 86_400_000);
  const groups = await webVitalModel(db).aggregate<{
    _id: { route: string; metric: WebVitalMetric };
    values: number[];
  }>([
    { $match: { at: { $gte: since } } },
    { $sort: { value: 1 } },
    { $group: { _id: { route: '$route', metric: '$metric' }, values: { $push: '$value' } } },
    { $sort: { '_id.route': 1, '_id.metric': 1 } },
  ]);
  return {
    days: WEB_VITALS_RETENTION_DAYS,
    items: groups.map(({ _id, values }) => ({
      route: _id.route,
      metric: _id.metric,
      // $push after $sort keeps the order; sorting again costs little and guards other engines.
      p75: percentileOfSorted(
        [...values].sort((a, b) => a - b),
        75,
      ),
      samples: values.length,
    })),
  };
}
