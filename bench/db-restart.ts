// `npm run bench -- db-restart`: the mixed load of `load` (BENCH_DURATION s, default 30) while
// the database process is killed with SIGKILL and started again on the same port and data
// directory DOWN_S seconds later. Prints what the API answered meanwhile (503 + Retry-After,
// never 500, never a hang), how long after the database's return it served again, and
// whether every acknowledged write survived.
import { spawnEngine } from '../services/embedded-mongo/src/engine-process';
import { runAsMain } from './lib/main';
import { catalogueIds, createUsers, type LoadResult, runMixedLoad, verifyWrites } from './lib/mixed-load';
import { buildApi, startApi, startDatabase } from './lib/stack';

const USERS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const KILL_AT_S = Math.round(Math.min(10, DURATION_S / 3));
const DOWN_S = 5;
const RECOVERY_TARGET_MS = 5000;

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

function statusesBetween(result: LoadResult, from: number, to: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const [t, status] of result.timeline) {
    if (t >= from && t < to) counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return counts;
}

const describe = (counts: Map<number, number>) =>
  [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'no answer' : s}×${n}`)
    .join(', ');

export async function run(): Promise<boolean> {
  buildApi();
  const db = await startDatabase();
  let engine = db.engine;
  const api = await startApi({ MONGODB_URI: `${engine.uri}restart` });
  const times = { killed: 0, back: 0 };
  try {
    const users = await createUsers(api.url, USERS, 'restart');
    const ids = await catalogueIds(api.url);
    console.log(
      `db-restart: ${USERS} users, ${DURATION_S} s; kill -9 of the engine at ${KILL_AT_S} s, back ${DOWN_S} s later`,
    );
    const result = await runMixedLoad(api.url, users, ids, DURATION_S * 1000, async (t0) => {
      await sleepUntil(t0 + KILL_AT_S * 1000);
      times.killed = performance.now() - t0;
      await engine.kill('SIGKILL');
      await sleepUntil(t0 + (KILL_AT_S + DOWN_S) * 1000);
      engine = await spawnEngine(db.port, db.dataDir);
      times.back = performance.now() - t0;
    });
    const firstOk = result.timeline.find(([t, s]) => t > times.back && s >= 200 && s < 300)?.[0];
    const recoveryMs = firstOk === undefined ? Number.POSITIVE_INFINITY : firstOk - times.back;
    const outage = statusesBetween(result, times.killed, times.back);
    const after = statusesBetween(result, times.back + RECOVERY_TARGET_MS, Number.POSITIVE_INFINITY);
    const all = statusesBetween(result, 0, Number.POSITIVE_INFINITY);
    console.log(`${result.stats.total()} requests; answers while the database was down: ${describe(outage)}`);
    console.log(`answers from 5 s after its return to the end: ${describe(after)}`);
    result.stats.print();
    console.log(
      `recovery: first successful answer ${recoveryMs.toFixed(0)} ms after the database listened again (target < ${RECOVERY_TARGET_MS} ms)`,
    );
    const kept = await verifyWrites(api.url, users, result.ledger);
    const bad = [...all].filter(([s]) => s === 0 || s === 500 || (s >= 400 && s !== 503)).length;
    const lateFailures = [...after].filter(([s]) => s >= 300 || s === 0).length;
    console.log(`API error log lines: ${api.errors.length}`);
    const ok = kept && bad === 0 && lateFailures === 0 && recoveryMs < RECOVERY_TARGET_MS;
    console.log(
      `db-restart: ${ok ? 'PASS' : 'FAIL'} (only 503 while down, recovered within 5 s, no acknowledged write lost)`,
    );
    return ok;
  } finally {
    await api.kill();
    await engine.kill();
  }
}

if (require.main === module) runAsMain(run);
