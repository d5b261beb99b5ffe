import type { Connection } from 'mongoose';
import { mediaAssetModel } from '../jobs/media-asset';
import type { QueueStanding } from '../jobs/queue';

export interface SeedCounts {
  total: number;
  ready: number;
  failed: number;
  /** Seed assets not yet playable nor failed. */
  waiting: string[];
}

/** "70 s", "2 min 5 s". */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const rest = s % 60;
  return rest ? `${Math.floor(s / 60)} min ${rest} s` : `${s / 60} min`;
}

/**
 * The start log's line about the seed's media: progress with an ETA, or the total time once done
 * (`elapsedMs` null: it was all ready already).
 */
export function seedProgressLine(
  counts: SeedCounts,
  etaSeconds: number | null,
  elapsedMs: number | null,
): string {
  const failed = counts.failed > 0 ? ` · ${counts.failed} failed (see the admin Media tab)` : '';
  if (counts.waiting.length === 0) {
    const took = elapsedMs === null ? '' : ` in ${formatSeconds(elapsedMs / 1000)}`;
    return `[media] ${counts.ready}/${counts.total} seeded media ready${took}${failed}`;
  }
  const eta = etaSeconds === null ? '' : ` · about ${formatSeconds(etaSeconds)} left`;
  return `[media] ${counts.ready}/${counts.total} ready${eta}${failed}`;
}

/** The seed's assets (generated sources) by state. */
export async function seedCounts(db: Connection): Promise<SeedCounts> {
  const assets = await mediaAssetModel(db)
    .find({ 'source.type': 'generated' }, { state: 1, ladder_prefix: 1 })
    .lean();
  const counts: SeedCounts = { total: assets.length, ready: 0, failed: 0, waiting: [] };
  for (const asset of assets) {
    if (asset.state === 'done' && asset.ladder_prefix) counts.ready++;
    else if (asset.state === 'failed') counts.failed++;
    else counts.waiting.push(asset._id);
  }
  return counts;
}

/** Seconds until the last of `waiting` is done, by the queue's standing (null when none is queued). */
export function seedEta(waiting: string[], standing: QueueStanding[]): number | null {
  const mine = new Set(waiting);
  const etas = standing.filter((s) => mine.has(s.assetId)).map((s) => s.etaSeconds);
  return etas.length > 0 ? Math.max(...etas) : null;
}

type Listener = (line: string) => void;
const listeners = new Set<Listener>();

/** The start log (the gateway) prints the seed's progress lines; answers the unsubscribe. */
export function onSeedProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SeedProgressOptions {
  counts(): Promise<SeedCounts>;
  standing(): Promise<QueueStanding[]>;
  /** Where lines go when nobody listens (the API's own log). */
  fallback: Listener;
  everyMs: number;
  now?: () => number;
  /** Runs `tick` after `ms` (setTimeout; tests step it themselves). */
  schedule?: (tick: () => void, ms: number) => () => void;
}

function later(tick: () => void, ms: number): () => void {
  const timer = setTimeout(tick, ms);
  return () => clearTimeout(timer);
}

/**
 * Reports the seed's media while work remains: a line every `everyMs`, then one with the total
 * time. A start that finds everything ready says so once.
 */
export function reportSeedProgress(options: SeedProgressOptions): { stop(): void } {
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? later;
  const started = now();
  const write = (line: string) => {
    if (listeners.size === 0) options.fallback(line);
    for (const listener of listeners) listener(line);
  };
  let cancel: (() => void) | undefined;
  let stopped = false;
  let first = true;
  const tick = async () => {
    if (stopped) return;
    let again = true;
    try {
      const counts = await options.counts();
      const eta = counts.waiting.length > 0 ? seedEta(counts.waiting, await options.standing()) : null;
      if (stopped) return;
      write(seedProgressLine(counts, eta, first && counts.waiting.length === 0 ? null : now() - started));
      first = false;
      again = counts.waiting.length > 0;
    } catch {
      // The database away for a moment: the next tick tries again.
    }
    if (again && !stopped) cancel = schedule(() => void tick(), options.everyMs);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      cancel?.();
    },
  };
}
