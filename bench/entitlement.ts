// `npm run bench -- entitlement`: what the subscription check adds to content reads, and that the
// catalogue list (public fields) pays nothing for it. One API (seed + 1,000 generated titles,
// embedded engine) in a child process; in the same run:
// - media: the same 64 KiB Range of the same clip as a public trailer URL (no check: the path as
//   before) and as a subscriber's signed content URL (HMAC + expiry + the subscription read);
// - catalogue: GET /api/movies as a visitor and as a subscriber (the route is public: no check).
import autocannon from 'autocannon';
import { startRole } from './api';
import { type Child, startEngine } from './lib/processes';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PASSWORD = 'Bench#Password2025';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
}

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

function print(rows: Row[]): void {
  const header = ['request', 'req/s', 'p50 ms', 'p99 ms', 'failures'];
  const body = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  for (const row of [header, ...body]) {
    console.log(
      row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
    );
  }
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
    const range = { range: 'bytes=0-65535' };
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
    print(rows);
    for (let i = 0; i < rows.length; i += 2) {
      const [before, after] = [rows[i], rows[i + 1]];
      if (!before || !after) continue;
      console.log(
        `${after.name}: p50 ${(after.p50 - before.p50).toFixed(1)} ms, p99 ${(after.p99 - before.p99).toFixed(1)} ms added`,
      );
    }
  } finally {
    await Promise.all(children.reverse().map((c) => c.stop()));
  }
}

if (require.main === module) {
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
