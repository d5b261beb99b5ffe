// `npm run bench -- replica-kill`: two API replicas (sharing Redis and the database) behind a
// balancer that behaves like the nginx upstream; the mixed load of `load` runs through it
// (BENCH_DURATION s, default 30) and one replica is killed with SIGKILL a third of the way in.
// Prints what the users got after the kill and checks every acknowledged write afterwards.
import { startBalancer } from './lib/balancer';
import { runAsMain } from './lib/main';
import { catalogueIds, createUsers, runMixedLoad, verifyWrites } from './lib/mixed-load';
import { buildApi, startApi, startDatabase, startRedis } from './lib/stack';

const USERS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const KILL_AT_S = Math.round(Math.min(10, DURATION_S / 3));

export async function run(): Promise<boolean> {
  buildApi();
  const db = await startDatabase();
  const redis = await startRedis();
  const env = { MONGODB_URI: `${db.engine.uri}replicas`, REDIS_URL: redis.url, TRUST_PROXY: '127.0.0.1' };
  const replicas = [await startApi(env), await startApi(env)];
  const balancer = await startBalancer(replicas.map((r) => r.url));
  let killedAt = 0;
  try {
    const users = await createUsers(balancer.url, USERS, 'replicas');
    const ids = await catalogueIds(balancer.url);
    console.log(
      `replica-kill: ${USERS} users, 2 API replicas behind the balancer, ${DURATION_S} s; kill -9 of one at ${KILL_AT_S} s`,
    );
    const result = await runMixedLoad(balancer.url, users, ids, DURATION_S * 1000, async (t0) => {
      await new Promise((r) => setTimeout(r, KILL_AT_S * 1000));
      killedAt = performance.now() - t0;
      await replicas[0]?.kill('SIGKILL');
    });
    const after = result.timeline.filter(([t]) => t >= killedAt);
    const failed = result.stats.countOf((s) => s === 0 || s >= 400);
    const servedAfter = after.filter(([, s]) => s >= 200 && s < 300).length;
    console.log(
      `${result.stats.total()} requests, ${failed} errors; after the kill ${after.length} answers, ${servedAfter} successful; ` +
        `${balancer.retried} requests passed to the other replica by the balancer`,
    );
    result.stats.print();
    const kept = await verifyWrites(balancer.url, users, result.ledger);
    console.log(`API error log lines: ${replicas.reduce((n, r) => n + r.errors.length, 0)}`);
    const ok = kept && servedAfter > 0 && failed === 0;
    console.log(
      `replica-kill: ${ok ? 'PASS' : 'FAIL'} (no error, the other replica serves on, no acknowledged write lost)`,
    );
    return ok;
  } finally {
    await balancer.close();
    await Promise.all(replicas.map((r) => r.kill()));
    await db.engine.kill();
    await redis.stop();
  }
}

if (require.main === module) runAsMain(run);
