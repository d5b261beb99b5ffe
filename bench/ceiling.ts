// `npm run bench -- ceiling`: what a viewer profile's maturity ceiling adds to the catalogue list.
// One API (seed + 1,000 generated titles, embedded engine) per cache setting, in child processes;
// in the same run, GET /api/movies is measured with no profile (no ceiling: the path as before
// viewer profiles) and as a kids profile (U/A 7+: profile token verified, the profile read,
// the certification filter merged into the query and the cache key).
import autocannon from 'autocannon';
import { startRole } from './api';
import { type LatencyRow, printBeforeAfter } from './lib/latency-table';
import { type Child, startEngine, stopAll } from './lib/processes';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'Bench#Password2025';

type Row = LatencyRow;

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  await autocannon({ url: `${url}/api/movies`, connections: 10, amount: 300, headers });
  const result = await autocannon({
    url: `${url}/api/movies`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A new member with a kids profile (U/A 7+) chosen: the headers its browser would send. */
async function kidsHeaders(url: string): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const signUp = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Parent', email, password: PASSWORD }),
  });
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const created = await fetch(`${url}/api/viewer-profiles`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Kids', avatar: 'kite', kids: true, ceiling: 'U/A 7+' }),
  });
  const { id } = (await created.json()) as { id: string };
  const selected = await fetch(`${url}/api/viewer-profiles/${id}/select`, {
    method: 'POST',
    headers: auth,
    body: '{}',
  });
  const { token } = (await selected.json()) as { token: string };
  const check = await fetch(`${url}/api/movies?limit=100`, { headers: { 'x-viewer-profile': token } });
  const { total } = (await check.json()) as { total: number };
  console.log(`  kids profile sees ${total} titles`);
  return { 'x-viewer-profile': token };
}

async function run(): Promise<void> {
  const children: Child[] = [];
  const rows: Row[] = [];
  try {
    for (const ttl of ['5000', '0']) {
      const engine = await startEngine(`premieres_ceiling_${ttl}`);
      children.push(engine);
      process.env.CATALOG_CACHE_TTL_MS = ttl;
      const api = await startRole('api', { mongo: engine.uri, generate: '1000' });
      children.push(api);
      const url = `http://127.0.0.1:${api.ready.port}`;
      const cache = ttl === '0' ? 'cache off' : 'cache 5 s';
      console.log(`${cache}: ${api.ready.titles} titles, ${CONNECTIONS} connections, ${DURATION_S} s each`);
      const kids = await kidsHeaders(url);
      rows.push(await measure(`no profile (before), ${cache}`, url, {}));
      rows.push(await measure(`kids U/A 7+ (after), ${cache}`, url, kids));
    }
    printBeforeAfter('GET /api/movies', rows);
  } finally {
    await stopAll(children);
  }
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
