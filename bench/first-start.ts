// `npm run bench -- first-start [--build] [--keep]`: a newcomer's first `npm start` (issue 23).
// From an empty data folder and an empty media cache (both temporary), starts the gateway as
// `npm start` does (the embedded engine on disk, the seed, the media worker) and prints:
//   - the time from the product answering to every seeded film, trailer and episode playable;
//   - each asset's times (queued → started → done);
//   - GET /api/movies latency sampled while the backlog runs and after it;
//   - the niceness ffmpeg ran at;
//   - a second start from the kept media cache (a new, empty database), and a restart that keeps
//     the database too: time to all playable.
// Front-end builds are skipped (SKIP_BUILD=1: what is built is served) unless --build.
// It prints figures and asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import mongoose from 'mongoose';
import { send, userAgent } from './lib/http';
import { freePort, ROOT } from './lib/processes';

const GATEWAY_MAIN = path.join(ROOT, 'services/gateway/src/main.ts');
const POLL_MS = 250;
const SAMPLE_EVERY_MS = 200;
const AFTER_SAMPLES = 50;
/** A start that has not made everything playable by then is reported as such. */
const GIVE_UP_MS = 15 * 60_000;

interface AssetRow {
  _id: string;
  kind: string;
  state: string;
  ladder_prefix: string | null;
  source: { type: string; seconds?: number; height?: number };
  queued_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A job's own account of its time (the API's 'transcode done' log line). */
interface JobTimes {
  asset: string;
  ladderMs: number;
  storeMs: number;
  totalMs: number;
  bytes: number;
}

interface Started {
  jobs: JobTimes[];
  child: ChildProcess;
  base: string;
  enginePort: number;
  /** performance.now() when the gateway said it answers. */
  answeredAt: number;
  exited: Promise<unknown>;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function startGateway(
  label: string,
  dataDir: string,
  cacheDir: string,
  workDir: string,
): Promise<Started> {
  const port = await freePort();
  const enginePort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MEDIA_CACHE_DIR: cacheDir,
    TRANSCODE_WORK_DIR: workDir,
    EMBEDDED_MONGO_PORT: String(enginePort),
    // info: each job's 'transcode done' line tells where its time went.
    LOG_LEVEL: 'info',
  };
  for (const name of ['GATEWAY_DB', 'MONGODB_URI', 'SEED_MEDIA_TITLES', 'SEED_MEDIA_SECONDS', 'SEED_MEDIA']) {
    delete env[name];
  }
  if (!process.argv.includes('--build')) env.SKIP_BUILD = '1';
  const started = performance.now();
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), GATEWAY_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  let answeredAt = 0;
  const jobs: JobTimes[] = [];
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
    lines.on('line', (line) => {
      const at = answeredAt
        ? `+${s(performance.now() - answeredAt)}`
        : `(start +${s(performance.now() - started)})`;
      if (line.startsWith('[media]') || line.startsWith('[gateway]') || line.startsWith('[build]')) {
        console.log(`  ${label} ${at} ${line}`);
      }
      if (line.startsWith('{') && line.includes('"transcode done"')) {
        try {
          jobs.push(JSON.parse(line) as JobTimes);
        } catch {
          // not a whole JSON line
        }
      }
      if (line.includes('[gateway] premieres on')) {
        answeredAt = performance.now();
        resolve();
      }
    });
  });
  return { child, jobs, base: `http://127.0.0.1:${port}`, enginePort, answeredAt, exited };
}

async function stopGateway(gateway: Started): Promise<void> {
  if (gateway.child.exitCode === null) gateway.child.kill('SIGTERM');
  await gateway.exited;
}

/** Niceness of every running ffmpeg (from /proc), to check that TRANSCODE_NICE is applied. */
async function ffmpegNiceness(): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const match = /^\d+ \(([^)]*)\) (.*)$/.exec(stat.trim());
    if (match?.[1] !== 'ffmpeg') continue;
    // Fields after the name: state(3) ppid(4) ... nice is field 19.
    const fields = (match[2] ?? '').split(' ');
    found.push(Number(fields[16]));
  }
  return found;
}

interface Run {
  allPlayableMs: number | null;
  assets: AssetRow[];
  during: number[];
  after: number[];
  nice: Set<number>;
}

/** Polls the asset rows until every seeded asset is playable (or failed), sampling the API meanwhile. */
async function watch(gateway: Started, sampleAfter: boolean): Promise<Run> {
  const db = await mongoose
    .createConnection(`mongodb://127.0.0.1:${gateway.enginePort}/premieres`)
    .asPromise();
  const agent = userAgent();
  const during: number[] = [];
  const after: number[] = [];
  const nice = new Set<number>();
  let finished = false;
  const sampler = (async () => {
    while (!finished) {
      const answer = await send(gateway.base, 'GET', '/api/movies', { agent, timeoutMs: 10_000 });
      if (answer.status === 200) during.push(answer.ms);
      for (const n of await ffmpegNiceness()) nice.add(n);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  let rows: AssetRow[] = [];
  let allPlayableMs: number | null = null;
  try {
    while (performance.now() - gateway.answeredAt < GIVE_UP_MS) {
      rows = (await db
        .collection('media_assets')
        .find({ 'source.type': 'generated' })
        .toArray()) as unknown as AssetRow[];
      const settled = rows.every((r) => (r.state === 'done' && r.ladder_prefix) || r.state === 'failed');
      if (rows.length > 0 && settled) {
        allPlayableMs = performance.now() - gateway.answeredAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    finished = true;
    await sampler;
    await db.close();
  }
  if (sampleAfter) {
    for (let i = 0; i < AFTER_SAMPLES; i++) {
      const answer = await send(gateway.base, 'GET', '/api/movies', { agent });
      if (answer.status === 200) after.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  }
  agent.destroy();
  return { allPlayableMs, assets: rows, during, after, nice };
}

function printAssets(run: Run, answeredAtWall: number): void {
  console.log('  asset                     kind     length  height  wait      run     playable at');
  const sorted = [...run.assets].sort(
    (a, b) => (a.finished_at?.getTime() ?? Infinity) - (b.finished_at?.getTime() ?? Infinity),
  );
  for (const a of sorted) {
    const queued = new Date(a.queued_at).getTime();
    const startedAt = a.started_at ? new Date(a.started_at).getTime() : null;
    const finishedAt = a.finished_at ? new Date(a.finished_at).getTime() : null;
    console.log(
      `  ${a._id.padEnd(25)} ${a.kind.padEnd(8)} ${String(a.source.seconds ?? '?').padStart(4)} s ` +
        `${String(a.source.height ?? '?').padStart(5)}p ` +
        `${(startedAt ? s(startedAt - queued) : '—').padStart(8)} ` +
        `${(startedAt && finishedAt ? s(finishedAt - startedAt) : '—').padStart(7)} ` +
        `${(finishedAt ? `+${s(finishedAt - answeredAtWall)}` : a.state).padStart(12)}`,
    );
  }
}

/** Where the jobs' time went, and how long a freed worker waited for its next job. */
function printBreakdown(run: Run, jobs: JobTimes[]): void {
  const sum = (pick: (j: JobTimes) => number) => jobs.reduce((total, j) => total + pick(j), 0);
  const total = sum((j) => j.totalMs);
  console.log(
    `  job time (${jobs.length} jobs, summed over both workers): ${s(total)} = ladder ${s(sum((j) => j.ladderMs))} ` +
      `(ffmpeg: loops, copies, tones, poster; subtitles) + store ${s(sum((j) => j.storeMs))} ` +
      `(${(sum((j) => j.bytes) / 1e6).toFixed(0)} MB into GridFS) + rows ${s(total - sum((j) => j.ladderMs + j.storeMs))}`,
  );
  const starts = run.assets.flatMap((a) => (a.started_at ? [new Date(a.started_at).getTime()] : []));
  const gaps = run.assets.flatMap((a) => {
    if (!a.finished_at) return [];
    const end = new Date(a.finished_at).getTime();
    const next = starts.filter((t) => t >= end).sort((x, y) => x - y)[0];
    return next === undefined ? [] : [next - end];
  });
  console.log(
    `  a job's end to the next job's start: p50 ${percentile(gaps, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(gaps, 95).toFixed(0)} ms, max ${Math.max(0, ...gaps).toFixed(0)} ms`,
  );
}

function printLatency(name: string, values: number[]): void {
  console.log(
    `  GET /api/movies ${name.padEnd(16)} n=${String(values.length).padStart(4)}  ` +
      `p50 ${percentile(values, 50).toFixed(1)} ms  p95 ${percentile(values, 95).toFixed(1)} ms  ` +
      `max ${Math.max(...values).toFixed(1)} ms`,
  );
}

function summary(label: string, run: Run): void {
  const failed = run.assets.filter((a) => a.state === 'failed').length;
  const time = run.allPlayableMs === null ? `not within ${s(GIVE_UP_MS)}` : s(run.allPlayableMs);
  console.log(
    `${label}: ${run.assets.length} seeded assets, all playable ${time} after the product answered` +
      (failed ? ` (${failed} failed)` : ''),
  );
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'premieres-first-start-'));
  const cache = path.join(root, 'media-cache');
  const work = path.join(root, 'work');
  console.log(`first start: empty data folder and media cache under ${root}`);
  try {
    // 1. A newcomer's first start.
    const first = await startGateway('first', path.join(root, 'db-1'), cache, work);
    const answeredWall = Date.now() - (performance.now() - first.answeredAt);
    const one = await watch(first, true);
    await stopGateway(first);
    summary('first start (empty cache)', one);
    printAssets(one, answeredWall);
    printBreakdown(one, first.jobs);
    printLatency('during backlog', one.during);
    printLatency('after', one.after);
    console.log(`  ffmpeg niceness seen: ${[...one.nice].join(', ') || 'no ffmpeg caught running'}`);

    // 2. A new database with the media cache kept (as e2e and every in-memory start have).
    const second = await startGateway('second', path.join(root, 'db-2'), cache, work);
    const two = await watch(second, false);
    await stopGateway(second);
    summary('second start (cache kept, new database)', two);
    printBreakdown(two, second.jobs);
    printLatency('during backlog', two.during);

    // 3. The same database again: nothing to do.
    const third = await startGateway('restart', path.join(root, 'db-2'), cache, work);
    const three = await watch(third, false);
    await stopGateway(third);
    summary('restart (cache and database kept)', three);
  } finally {
    if (process.argv.includes('--keep')) console.log(`kept ${root}`);
    else await rm(root, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
