import {
  isLcpRegression,
  WEB_VITAL_METRICS,
  type WebVitalMetric,
  type WebVitalsRelease,
  type WebVitalsSummary,
} from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { WEB_VITALS_RETENTION_DAYS, webVitalModel } from '../../models/web-vital';

/** The nearest-rank percentile of values sorted ascending (p75 of 1..8 is 6), as CrUX reports it. */
export function percentileOfSorted(sorted: readonly number[], percentile: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((percentile / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** One route, metric and release's samples, as the database groups them. */
interface Group {
  _id: { route: string; metric: WebVitalMetric; release: string | null };
  values: number[];
  firstSeen: Date;
}

type Cell = WebVitalsRelease['cells'][number];

const p75Of = (values: number[]) =>
  percentileOfSorted(
    [...values].sort((a, b) => a - b),
    75,
  );
const metricOrder = (metric: WebVitalMetric) => WEB_VITAL_METRICS.indexOf(metric);

/** Per route, its releases oldest first, each compared on p75 LCP with the one before that has LCP. */
function releasesOf(groups: Group[]): WebVitalsRelease[] {
  const byKey = new Map<string, { route: string; release: string; firstSeen: Date; cells: Cell[] }>();
  for (const { _id, values, firstSeen } of groups) {
    if (_id.release === null) continue;
    const key = `${_id.route}\n${_id.release}`;
    const entry = byKey.get(key) ?? { route: _id.route, release: _id.release, firstSeen, cells: [] };
    if (firstSeen < entry.firstSeen) entry.firstSeen = firstSeen;
    entry.cells.push({ metric: _id.metric, p75: p75Of(values), samples: values.length });
    byKey.set(key, entry);
  }
  const ordered = [...byKey.values()].sort(
    (a, b) =>
      a.route.localeCompare(b.route) ||
      a.firstSeen.getTime() - b.firstSeen.getTime() ||
      a.release.localeCompare(b.release),
  );
  const lastLcp = new Map<string, { release: string; p75: number }>();
  return ordered.map(({ route, release, firstSeen, cells }) => {
    cells.sort((a, b) => metricOrder(a.metric) - metricOrder(b.metric));
    const lcp = cells.find((cell) => cell.metric === 'LCP');
    const previous = lastLcp.get(route);
    if (lcp) lastLcp.set(route, { release, p75: lcp.p75 });
    const compared = lcp && previous && previous.p75 > 0;
    return {
      route,
      release,
      firstSeen: firstSeen.toISOString(),
      cells,
      ...(compared ? { previous: previous.release, lcpChange: lcp.p75 / previous.p75 - 1 } : {}),
      lcpRegression: Boolean(compared && isLcpRegression(previous.p75, lcp.p75)),
    };
  });
}

/**
 * p75 per route and metric over the retention window, and per route and release: the database
 * groups the samples (sorted by value) per route, metric and release, the percentiles are read off
 * the sorted lists; a route's figure over all releases merges its releases' lists.
 */
export async function computeWebVitals(db: Connection, now: Date): Promise<WebVitalsSummary> {
  const since = new Date(now.getTime() - WEB_VITALS_RETENTION_DAYS * 86_400_000);
  const groups = await webVitalModel(db).aggregate<Group>([
    { $match: { at: { $gte: since } } },
    { $sort: { value: 1 } },
    {
      $group: {
        _id: { route: '$route', metric: '$metric', release: { $ifNull: ['$release', null] } },
        values: { $push: '$value' },
        firstSeen: { $min: '$at' },
      },
    },
  ]);
  const all = new Map<string, { route: string; metric: WebVitalMetric; values: number[] }>();
  for (const { _id, values } of groups) {
    const key = `${_id.route}\n${_id.metric}`;
    const entry = all.get(key) ?? { route: _id.route, metric: _id.metric, values: [] };
    entry.values.push(...values);
    all.set(key, entry);
  }
  const items = [...all.values()]
    .sort((a, b) => a.route.localeCompare(b.route) || metricOrder(a.metric) - metricOrder(b.metric))
    .map(({ route, metric, values }) => ({ route, metric, p75: p75Of(values), samples: values.length }));
  return { days: WEB_VITALS_RETENTION_DAYS, items, releases: releasesOf(groups) };
}
