/**
 * The queue's order and its time estimates as plain functions (queue.ts reads the jobs and asset
 * rows, these decide). A job's cost is counted in work units; how long a unit takes is learned
 * from the jobs this process finished, per kind of work.
 */

/** A seed asset is packaged by stream copy; an uploaded source is really transcoded. */
export type WorkKind = 'seed' | 'transcode';

export interface JobWork {
  kind: WorkKind;
  units: number;
}

/** What a job's cost is estimated from (its asset's source). */
export type WorkSource =
  | { type: 'generated'; seconds: number; videoHeights: number[]; audioTracks: number }
  | { type: 'stored'; durationSeconds: number | null; bytes: number | null };

/** Segments of an HLS rendition. */
const SEGMENT_SECONDS = 6;
/** Writing and storing one segment, against encoding one 480p loop (1 unit). */
const SEGMENT_UNITS = 0.01;
/** An upload whose length is not known yet is taken to run at about 4 Mbit/s. */
const ASSUMED_BYTES_PER_SECOND = 500_000;
/** An upload of unknown size and length is taken as a two-minute film. */
const UNKNOWN_SECONDS = 120;

/**
 * Work units of a job. A seed asset: encoding each rung's loop (by its pixels, a 480p loop is 1)
 * and copying and storing its segments (measured: a 30-s trailer costs about what its 2-minute
 * film does). An upload: its seconds of media (probed, or guessed from its size).
 */
export function jobWork(source: WorkSource): JobWork {
  if (source.type === 'generated') {
    const loops = source.videoHeights.reduce((sum, h) => sum + (h / 480) ** 2, 0);
    const segments =
      Math.ceil(source.seconds / SEGMENT_SECONDS) * (source.videoHeights.length + source.audioTracks);
    return { kind: 'seed', units: Math.max(0.1, loops + segments * SEGMENT_UNITS) };
  }
  const seconds =
    source.durationSeconds ??
    (source.bytes !== null ? source.bytes / ASSUMED_BYTES_PER_SECOND : UNKNOWN_SECONDS);
  return { kind: 'transcode', units: Math.max(1, seconds) };
}

/**
 * Milliseconds per unit before any job finished in this process (measured on a 2-core machine:
 * a 480p seed film, 2 units, in about 0.6 to 1 s; a real ladder transcode about real time).
 */
export const FALLBACK_MS_PER_UNIT: Record<WorkKind, number> = { seed: 350, transcode: 1000 };

/** How many finished jobs of each kind the rate is averaged over. */
const RATE_WINDOW = 20;

export interface RateMeter {
  record(work: JobWork, ms: number): void;
  msPerUnit(kind: WorkKind): number;
}

/** Learns ms per unit from finished jobs: total time over total units of the last few. */
export function createRateMeter(fallback: Record<WorkKind, number> = FALLBACK_MS_PER_UNIT): RateMeter {
  const samples: Record<WorkKind, { units: number; ms: number }[]> = { seed: [], transcode: [] };
  return {
    record(work, ms) {
      if (!(work.units > 0) || !(ms >= 0)) return;
      const list = samples[work.kind];
      list.push({ units: work.units, ms });
      if (list.length > RATE_WINDOW) list.shift();
    },
    msPerUnit(kind) {
      const list = samples[kind];
      const units = list.reduce((sum, s) => sum + s.units, 0);
      if (list.length === 0 || units === 0) return fallback[kind];
      return list.reduce((sum, s) => sum + s.ms, 0) / units;
    },
  };
}

export interface QueuedJob {
  assetId: string;
  /** Locked by a worker (running). */
  running: boolean;
  /** Agenda's priority (QUEUE_PRIORITY): higher first. */
  priority: number;
  /** When it was queued (Agenda's nextRunAt): earlier first among equals. */
  queuedAt: Date;
  /** Percent done of a running job (its asset row). */
  percent: number;
  /** Estimated milliseconds of the whole job. */
  estimateMs: number;
}

/** The order workers take waiting jobs in: priority first, then the time they were queued. */
export function compareWaiting(
  a: Pick<QueuedJob, 'priority' | 'queuedAt'>,
  b: Pick<QueuedJob, 'priority' | 'queuedAt'>,
): number {
  return b.priority - a.priority || a.queuedAt.getTime() - b.queuedAt.getTime();
}

export interface Standing {
  assetId: string;
  /** 0 while running; 1 for the next job to start, and so on. */
  position: number;
  etaSeconds: number;
}

/**
 * Each job's place and the seconds until it is done: `workers` slots, each running job holding
 * one until its remaining share is done, waiting jobs taking the first slot free in queue order.
 * An asset queued twice counts once (its first place).
 */
export function queueStanding(jobs: QueuedJob[], workers: number): Standing[] {
  const running = jobs.filter((j) => j.running);
  const waiting = jobs.filter((j) => !j.running).sort(compareWaiting);
  const slots: number[] = [];
  const standings: Standing[] = [];
  const seen = new Set<string>();
  for (const job of running) {
    const remaining = job.estimateMs * (1 - Math.min(100, Math.max(0, job.percent)) / 100);
    slots.push(remaining);
    if (seen.has(job.assetId)) continue;
    seen.add(job.assetId);
    standings.push({ assetId: job.assetId, position: 0, etaSeconds: Math.ceil(remaining / 1000) });
  }
  // Other replicas' running jobs can outnumber this process's workers: they all run meanwhile.
  while (slots.length < Math.max(1, workers)) slots.push(0);
  slots.sort((a, b) => a - b);
  let position = 0;
  for (const job of waiting) {
    if (seen.has(job.assetId)) continue;
    seen.add(job.assetId);
    // The earliest free slot takes the next job.
    const start = slots.shift() ?? 0;
    const end = start + job.estimateMs;
    const at = slots.findIndex((s) => s > end);
    slots.splice(at === -1 ? slots.length : at, 0, end);
    standings.push({ assetId: job.assetId, position: ++position, etaSeconds: Math.ceil(end / 1000) });
  }
  return standings;
}
