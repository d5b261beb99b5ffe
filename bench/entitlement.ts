// `npm run bench -- entitlement`: what the subscription check adds to content reads, and that the
// catalogue list (public fields) pays nothing for it. One API (seed + 1,000 generated titles,
// embedded engine) in a child process; in the same run:
// - media: the same Range (1 KiB; BENCH_RANGE) of the same clip as a public trailer URL (no check: the path as
//   before) and as a subscriber's signed content URL (HMAC + expiry + the subscription read);
// - catalogue: GET /api/movies as a visitor and as a subscriber (the route is public: no check).
import autocannon from 'autocannon';
import { startRole } from './api';
import { type LatencyRow, printBeforeAfter } from './lib/latency-table';
import { type Child, startEngine, stopAll } from './lib/processes';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'Bench#Password2025';

type Row = LatencyRow;

async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  await autocannon({ url, connections: 5, amount: 200, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** A member subscribed through the real path (checkout → hosted page → Pay); its signed content URL. */
async function subscriber(base: string): Promise<{ token: string; contentUrl: string }> {
  const json = { 'content-type': 'application/json' };
  const signUp = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      fullName: 'Bench Subscriber',
      email: `bench-${Date.now()}@example.com`,
      password: PASSWORD,
    }),
  });
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const checkout = await fetch(`${base}/api/billing/checkout`, {
    method: 'POST',
    headers: { ...auth, ...json },
    body: JSON.stringify({ planId: 'standard' }),
  });
  const { url } = (await checkout.json()) as { url: string };
  await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=pay',
    redirect: 'manual',
  });
  const grant = await fetch(`${base}/api/playback/1`, { headers: auth });
  if (!grant.ok) throw new Error(`no playback grant: ${grant.status} ${await grant.text()}`);
  return { token: accessToken, contentUrl: ((await grant.json()) as { url: string }).url };
}

async function run(): Promise<void> {
  const children: Child[] = [];
  try {
    const engine = await startEngine('premieres_entitlement');
    children.push(engine);
    const api = await startRole('api', { mongo: engine.uri, generate: '1000' });
    children.push(api);
    const base = `http://127.0.0.1:${api.ready.port}`;
    console.log(`${api.ready.titles} titles, ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const { token, contentUrl } = await subscriber(base);
    // A small range: the file read stays small, so the check's share shows.
    const range = { range: process.env.BENCH_RANGE ?? 'bytes=0-1023' };
    const rows = [
      await measure(
        'media: public trailer Range (before)',
        `${base}/media/movie-trailers/rann-bhoomi.mp4`,
        range,
      ),
      await measure('media: signed content Range (after)', `${base}${contentUrl}`, range),
      await measure('GET /api/movies visitor (before)', `${base}/api/movies`, {}),
      await measure('GET /api/movies subscriber (after)', `${base}/api/movies`, {
        authorization: `Bearer ${token}`,
      }),
    ];
    printBeforeAfter('request', rows);
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
