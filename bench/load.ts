// `npm run bench -- load`: 60 s (BENCH_DURATION to change) of 100 virtual users on the compiled
// API process over the engine process: catalogue reads, My List adds and removes, sign-ins.
// Prints p50/p99 per route, and checks afterwards that every acknowledged write is there.

import { send } from './lib/http';
import { runAsMain } from './lib/main';
import { catalogueIds, createUsers, runMixedLoad, verifyWrites } from './lib/mixed-load';
import { buildApi, startApi, startDatabase } from './lib/stack';

const USERS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);

/** The playback position route, when this API has one (the OpenAPI document says). */
async function positionRoute(base: string): Promise<string | undefined> {
  const doc = JSON.parse((await send(base, 'GET', '/api/docs/json')).body) as {
    paths?: Record<string, unknown>;
  };
  return Object.keys(doc.paths ?? {}).find((p) => /position|progress|resume/i.test(p));
}

export async function run(): Promise<boolean> {
  buildApi();
  const db = await startDatabase();
  const api = await startApi({ MONGODB_URI: `${db.engine.uri}load` });
  try {
    const users = await createUsers(api.url, USERS, 'load');
    const ids = await catalogueIds(api.url);
    const position = await positionRoute(api.url);
    console.log(
      `load: ${USERS} users (one connection each), ${DURATION_S} s, ${ids.length} titles, node ${process.version}; ` +
        (position
          ? `position route ${position} exists but is not in this mix yet`
          : 'no playback position route in this API yet'),
    );
    const result = await runMixedLoad(api.url, users, ids, DURATION_S * 1000);
    const total = result.stats.total();
    const failed = result.stats.countOf((s) => s === 0 || s >= 400);
    console.log(
      `${total} requests in ${(result.elapsedMs / 1000).toFixed(1)} s (${((total * 1000) / result.elapsedMs).toFixed(0)} req/s), ${failed} errors`,
    );
    result.stats.print();
    const kept = await verifyWrites(api.url, users, result.ledger);
    console.log(`API error log lines: ${api.errors.length}`);
    for (const line of api.errors.slice(0, 3)) console.log(`  ${line.slice(0, 400)}`);
    const ok = failed === 0 && kept && api.errors.length === 0;
    console.log(`load: ${ok ? 'PASS' : 'FAIL'} (0 errors, every acknowledged write present)`);
    return ok;
  } finally {
    await api.kill();
    await db.engine.kill();
  }
}

if (require.main === module) runAsMain(run);
