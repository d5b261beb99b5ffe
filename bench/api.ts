// `npm run bench -- api`: catalogue list and detail throughput of the API (seed + 1,000 generated
// titles, embedded engine) against a bare Fastify route returning the same JSON, in the same run.
// Each server runs in its own child process, the engine in another, and autocannon in this one,
// so the load generator never shares an event loop with what it measures.
import autocannon from 'autocannon';
import { type Child, jsonWithPort, spawnUntil, startEngine, stopAll } from './lib/processes';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GENERATED_TITLES = 1000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;

/** This file again, in one of its server roles (see `serve` at the bottom). */
export function startRole(role: 'api' | 'bare', args: Record<string, string>): Promise<Child> {
  const flags = Object.entries(args).flatMap(([k, v]) => [`--${k}`, v]);
  return spawnUntil(process.execPath, ['--import', 'tsx', __filename, 'serve', role, ...flags], jsonWithPort);
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, url: string, paths: string[]): Promise<Measured> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next] ?? '/' };
        },
      },
    ],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function warmUp(url: string, paths: string[]): Promise<void> {
  await autocannon({
    url,
    connections: 10,
    amount: 500,
    requests: [{ method: 'GET', path: paths[0] ?? '/' }],
  });
}

function printTable(rows: Measured[]): void {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'];
  const body = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
    String(r.non2xx),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  for (const row of [header, ...body]) {
    console.log(
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    );
  }
}

export async function run(): Promise<void> {
  const children: Child[] = [];
  try {
    const engine = await startEngine('premieres_bench');
    children.push(engine);
    const api = await startRole('api', { mongo: engine.uri, generate: String(GENERATED_TITLES) });
    children.push(api);
    const apiUrl = `http://127.0.0.1:${api.ready.port}`;
    const ids = api.ready.ids as string[];
    const bare = await startRole('bare', { from: apiUrl });
    children.push(bare);
    const bareUrl = `http://127.0.0.1:${bare.ready.port}`;

    console.log(
      `API bench: ${api.ready.titles} titles, ${CONNECTIONS} connections, ${DURATION_S} s per route, node ${process.version}`,
    );
    const listPaths = ['/api/movies'];
    const detailPaths = ids.map((id) => `/api/movies/${encodeURIComponent(id)}`);
    const rows: Measured[] = [];
    for (const [label, paths] of [
      ['list', listPaths],
      ['detail', detailPaths],
    ] as const) {
      await warmUp(bareUrl, [...paths]);
      rows.push(
        await measure(`bare   GET /api/movies${label === 'detail' ? '/:id' : ''}`, bareUrl, [...paths]),
      );
      await warmUp(apiUrl, [...paths]);
      rows.push(
        await measure(`api    GET /api/movies${label === 'detail' ? '/:id' : ''}`, apiUrl, [...paths]),
      );
    }
    printTable(rows);
    for (let i = 0; i < rows.length; i += 2) {
      const [bareRow, apiRow] = [rows[i], rows[i + 1]];
      if (!bareRow || !apiRow) continue;
      const ratio = apiRow.requestsPerSecond / bareRow.requestsPerSecond;
      const ok =
        ratio >= TARGET_RATIO && apiRow.p99 <= TARGET_P99_MS && apiRow.errors === 0 && apiRow.non2xx === 0;
      console.log(
        `${apiRow.name.replace(/^api\s+/, '')}: ${ratio.toFixed(2)}x bare (target >= ${TARGET_RATIO}), ` +
          `p99 ${apiRow.p99.toFixed(1)} ms (target <= ${TARGET_P99_MS}) ${ok ? 'MET' : 'NOT MET'}`,
      );
    }
  } finally {
    await stopAll(children);
  }
}

// ---- server roles (child processes) ----

function flag(args: string[], name: string): string {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? args[i + 1] : undefined;
  if (value === undefined) throw new Error(`missing --${name}`);
  return value;
}

const GENRES = ['Action', 'Sci-Fi', 'Comedy', 'Drama', 'Thriller', 'Romance', 'Family', 'Documentary'];

/** The API (as `npm start` builds it) on the engine, plus `count` generated titles. */
async function serveApi(args: string[]): Promise<void> {
  const { buildApp } = await import('../services/api/src/app');
  const { movieModel } = await import('../services/api/src/models/movie');
  const app = await buildApp({ mongoUri: flag(args, 'mongo') });
  const Movies = movieModel(app.db);
  const count = Number(flag(args, 'generate'));
  const now = Date.now();
  await Movies.insertMany(
    Array.from({ length: count }, (_, i) => {
      const tv = i % 4 === 0;
      return {
        _id: `bench-${i}`,
        title: `Generated Title ${i}`,
        description: 'A generated title for the throughput bench.',
        genre: GENRES[i % GENRES.length],
        rating: Math.round(((i * 37) % 100) + 1) / 10,
        thumbnail: 'rann-bhoomi.svg',
        trailer_url: 'https://www.youtube.com/watch?v=Gm7Jn2cQx1A',
        director: `Director ${i % 50}`,
        movie_cast: [`Actor ${i % 97}`, `Actor ${(i * 7) % 97}`],
        type: tv ? 'tv' : 'movie',
        is_new: i % 5 === 0,
        seasons: tv ? 1 + (i % 4) : null,
        episodes: tv ? 8 : null,
        duration_minutes: tv ? null : 90 + (i % 60),
        release_year: 1990 + (i % 36),
        created_at: new Date(now - i * 60_000),
      };
    }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const ids = (await Movies.find({}, { _id: 1 }).lean()).map((m) => m._id);
  if (!address || typeof address === 'string') throw new Error('no address');
  process.stdout.write(`${JSON.stringify({ port: address.port, titles: ids.length, ids })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

/** A bare Fastify app answering the same JSON the API gave, with no database, schema or hooks. */
async function serveBare(args: string[]): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const from = flag(args, 'from');
  const list = await (await fetch(`${from}/api/movies`)).json();
  const detail = await (await fetch(`${from}/api/movies/the-last-monsoon`)).json();
  const app = Fastify();
  app.get('/api/movies', async () => list);
  app.get('/api/movies/:id', async () => detail);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

export async function serve(args: string[]): Promise<void> {
  const [role, ...rest] = args;
  if (role === 'api') return serveApi(rest);
  if (role === 'bare') return serveBare(rest);
  throw new Error(`unknown role ${role}`);
}

if (require.main === module) {
  const [mode, ...rest] = process.argv.slice(2);
  (mode === 'serve' ? serve(rest) : run()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
