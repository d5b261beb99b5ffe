// `npm run bench -- segment-throughput [--title ID] [--seconds S] [--connections N] [--duration S]
//   [--sessions K] [--port P]`: video bytes in production, in one run.
//
// 1. Today's path (the development gateway's, and production's before the edge): the API serves
//    every segment (signed URL + subscription check per request). Measured: the API's CPU per
//    segment under load, and per viewing session (grant, master, one video and one audio playlist).
// 2. The edge (MEDIA_EDGE=nginx-secure-link, MEDIA_STORAGE=fs): the same API writes the playlists,
//    nginx runs deploy/nginx/premieres.conf (rendered for a scratch folder: TLS with a self-signed
//    certificate, 1 worker) and serves the segments from the media volume with secure_link. Side by
//    side with plain nginx serving the same files (TLS, 1 worker), same connections, alternating
//    rounds (autocannon): MB/s and req/s, edge/plain (target ≥ 0.9×); the API's CPU per session and
//    while nginx serves.
// Prints the API's CPU time (its process tree: API and its database engine) per 1,000 segments
// for both paths. Loopback only; bounded by --duration × rounds and --sessions. Needs Debian's nginx
// and openssl.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type LocalNginx, startDeployNginx } from '../deploy/nginx/local-nginx';
import { benchGateway } from './lib/gateway';
import { requireNginx, startNginx } from './lib/nginx';
import { treeCpuMs } from './lib/process-cpu';
import { freePort } from './lib/processes';
import { createSubscriber, type Subscriber, waitForLadder } from './lib/subscriber';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
// Title 2 (Antariksh) carries a 1080p ladder. 120 s (the longest seed): 20 six-second segments
// per rendition, so a session's playlists are not all overhead.
const TITLE = option('--title') ?? '2';
const SECONDS = option('--seconds') ?? '120';
const CONNECTIONS = Number(option('--connections')) || 16;
const DURATION_S = Number(option('--duration')) || 10;
const SESSIONS = Number(option('--sessions')) || 60;
const ROUNDS = 2;
const LADDER_DEADLINE_MS = 15 * 60_000;
const SEED_ENV = {
  SKIP_BUILD: '1',
  SEED_MEDIA_TITLES: TITLE,
  SEED_MEDIA_SECONDS: SECONDS,
  TRANSCODE_PRESET: 'ultrafast',
};

/** GET; over TLS trusting the harness's certificate (`ca`). */
function get(url: string, ca: string | null = null): Promise<{ status: number; body: Buffer }> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    send(url, { ca: ca ?? undefined }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function text(url: string, ca: string | null = null): Promise<string> {
  const res = await get(url, ca);
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  return res.body.toString('utf8');
}

/** Lines of a playlist that are URIs (not tags). */
const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));
const mediaUris = (master: string) =>
  [...master.matchAll(/#EXT-X-MEDIA:TYPE=AUDIO[^\n]*URI="([^"]+)"/g)].map((m) => m[1] ?? '');

/** The segment URLs (path + query) of every rendition (video and audio) the master lists. */
async function allSegments(base: string, masterUrl: string, ca: string | null = null): Promise<string[]> {
  const masterHref = new URL(masterUrl, base).href;
  const master = await text(masterHref, ca);
  const playlists = [...uris(master), ...mediaUris(master)].filter((u) => u.includes('.m3u8'));
  const segments: string[] = [];
  for (const playlist of playlists) {
    const playlistUrl = new URL(playlist, masterHref);
    for (const u of uris(await text(playlistUrl.href, ca))) {
      const url = new URL(u, playlistUrl);
      segments.push(`${url.pathname}${url.search}`);
    }
  }
  return segments;
}

/**
 * One viewing, as the player does it: the grant (opens a stream), the master, the top video
 * rendition's and the default audio's playlists; the stream is closed after. Answers how many
 * segments those playlists list (what the viewer then fetches).
 */
async function session(base: string, viewer: Subscriber): Promise<number> {
  const auth = { authorization: `Bearer ${viewer.accessToken}` };
  const res = await fetch(`${base}/api/playback/${TITLE}`, { headers: auth });
  if (!res.ok) throw new Error(`grant: HTTP ${res.status} ${await res.text()}`);
  const grant = (await res.json()) as { url: string; streamId: string };
  const masterHref = new URL(grant.url, base).href;
  const master = await text(masterHref);
  const chosen = [uris(master).at(-1), mediaUris(master)[0]].filter((u): u is string => Boolean(u));
  let segments = 0;
  for (const playlist of chosen) segments += uris(await text(new URL(playlist, masterHref).href)).length;
  await fetch(`${base}/api/playback/streams/${grant.streamId}`, { method: 'DELETE', headers: auth });
  return segments;
}

interface SessionCost {
  cpuMsPerSession: number;
  segmentsPerSession: number;
}

async function sessionCost(base: string, pid: number | null, viewer: Subscriber): Promise<SessionCost> {
  await session(base, viewer); // warm (JIT, caches)
  const before = pid ? treeCpuMs(pid) : Number.NaN;
  let segments = 0;
  for (let i = 0; i < SESSIONS; i += 1) segments += await session(base, viewer);
  const cpu = pid ? treeCpuMs(pid) - before : Number.NaN;
  return { cpuMsPerSession: cpu / SESSIONS, segmentsPerSession: segments / SESSIONS };
}

interface Figures {
  rps: number;
  mbps: number;
  requests: number;
  failures: number;
  /** CPU ms of the API process tree during the run (NaN when not ours). */
  apiCpuMs: number;
}

async function load(url: string, paths: string[], apiPid: number | null): Promise<Figures> {
  const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
  const before = apiPid ? treeCpuMs(apiPid) : Number.NaN;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    rps: result.requests.average,
    mbps: result.throughput.average / 1024 / 1024,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    apiCpuMs: apiPid ? treeCpuMs(apiPid) - before : Number.NaN,
  };
}

const mean = (list: Figures[], key: keyof Figures) => list.reduce((s, f) => s + f[key], 0) / list.length;
const sum = (list: Figures[], key: keyof Figures) => list.reduce((s, f) => s + f[key], 0);

/** Today's path: the API serves the segments (edge off, GridFS). */
async function apiPath(): Promise<{ session: SessionCost; load: Figures[] }> {
  console.log(
    '\n1. The API serves the segments (MEDIA_EDGE off: the development gateway, production before the edge)',
  );
  const gateway = await benchGateway(Number(option('--port')), SEED_ENV);
  try {
    const viewer = await createSubscriber(gateway.base, 'premium', 'bench-segments');
    const masterUrl = await waitForLadder(gateway.base, viewer.accessToken, TITLE, LADDER_DEADLINE_MS);
    const segments = await allSegments(gateway.base, masterUrl);
    console.log(`   ${segments.length} segments in every rendition`);
    const cost = await sessionCost(gateway.base, gateway.pid, viewer);
    await load(gateway.base, segments.slice(0, 4), gateway.pid); // warm-up
    const rows: Figures[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      rows.push(await load(gateway.base, segments, gateway.pid));
    return { session: cost, load: rows };
  } finally {
    await gateway.stop();
  }
}

interface EdgeRun {
  session: SessionCost;
  edge: Figures[];
  plain: Figures[];
  segmentCount: number;
  averageKb: number;
}

/** The edge: the API writes playlists, nginx (the deploy config) serves and checks the segments. */
async function edgePath(dir: string): Promise<EdgeRun> {
  console.log('\n2. The edge (MEDIA_EDGE=nginx-secure-link, MEDIA_STORAGE=fs): nginx serves the segments');
  const mediaRoot = path.join(dir, 'media');
  mkdirSync(mediaRoot, { mode: 0o755 });
  const secret = randomBytes(32).toString('base64url');
  const gateway = await benchGateway(Number(option('--port')), {
    ...SEED_ENV,
    MEDIA_EDGE: 'nginx-secure-link',
    MEDIA_EDGE_SECRET: secret,
    MEDIA_STORAGE: 'fs',
    MEDIA_ROOT: mediaRoot,
  });
  let edge: LocalNginx | null = null;
  let plain: { stop(): Promise<void> } | null = null;
  try {
    const viewer = await createSubscriber(gateway.base, 'premium', 'bench-edge');
    const masterUrl = await waitForLadder(gateway.base, viewer.accessToken, TITLE, LADDER_DEADLINE_MS);
    const apiPort = Number(new URL(gateway.base).port);
    edge = await startDeployNginx({ dir: path.join(dir, 'edge'), apiPort, mediaRoot, edgeSecret: secret });
    const tlsDir = path.join(dir, 'edge/etc/nginx/tls');
    const plainPort = await freePort();
    mkdirSync(path.join(dir, 'plain'), { mode: 0o755 });
    plain = await startNginx(path.join(dir, 'plain'), plainPort, {
      root: mediaRoot,
      tls: { certificate: path.join(tlsDir, 'tls.crt'), key: path.join(tlsDir, 'tls.key') },
    });
    // The playlists through nginx (proxied to the API), as a browser gets them.
    const edgeUrls = await allSegments(edge.base, masterUrl, edge.certificate);
    if (!edgeUrls.every((u) => u.startsWith('/media/edge/')))
      throw new Error(
        `a playlist lists a segment off the edge: ${edgeUrls.find((u) => !u.startsWith('/media/edge/'))}`,
      );
    const plainUrls = edgeUrls.map((u) => `/${(u.split('?')[0] ?? '').slice('/media/edge/'.length)}`);
    // The edge serves the very bytes, and refuses a tampered link.
    const first = await get(`${edge.base}${edgeUrls[0]}`, edge.certificate);
    const onDisk = readFileSync(path.join(mediaRoot, plainUrls[0] ?? ''));
    if (first.status !== 200 || !first.body.equals(onDisk))
      throw new Error(`edge: HTTP ${first.status}, not the file`);
    const tampered = await get(
      `${edge.base}${edgeUrls[0]?.replace(/([?&]u=)[0-9a-f]/, '$10')}`,
      edge.certificate,
    );
    if (tampered.status !== 403) throw new Error(`a tampered edge link answered ${tampered.status}`);
    let bytes = 0;
    for (const p of plainUrls) bytes += readFileSync(path.join(mediaRoot, p)).length;
    console.log(
      `   ${edgeUrls.length} segments, ${(bytes / edgeUrls.length / 1024).toFixed(0)} KB on average; a tampered link: 403`,
    );

    const cost = await sessionCost(gateway.base, gateway.pid, viewer);
    const plainBase = `https://127.0.0.1:${plainPort}`;
    await load(plainBase, plainUrls.slice(0, 4), null);
    await load(edge.base, edgeUrls.slice(0, 4), null);
    const rows: Pick<EdgeRun, 'edge' | 'plain'> = { edge: [], plain: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      rows.plain.push(await load(plainBase, plainUrls, gateway.pid));
      rows.edge.push(await load(edge.base, edgeUrls, gateway.pid));
    }
    return {
      session: cost,
      ...rows,
      segmentCount: edgeUrls.length,
      averageKb: bytes / edgeUrls.length / 1024,
    };
  } finally {
    await plain?.stop();
    await edge?.stop();
    await gateway.stop();
  }
}

function line(name: string, rows: Figures[]): string {
  return (
    `  ${name.padEnd(56)} ${mean(rows, 'rps').toFixed(0).padStart(6)} req/s  ${mean(rows, 'mbps').toFixed(0).padStart(5)} MB/s  ` +
    `failures ${sum(rows, 'failures')}`
  );
}

async function main(): Promise<void> {
  requireNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'premieres-segment-bench-'));
  chmodSync(dir, 0o755);
  try {
    const api = await apiPath();
    const edge = await edgePath(dir);
    console.log(
      `\nSegment serving: title ${TITLE}, ${SECONDS} s, ${edge.segmentCount} segments (${edge.averageKb.toFixed(0)} KB on average); ` +
        `${CONNECTIONS} connections, ${DURATION_S} s × ${ROUNDS} alternating rounds each (mean); node ${process.version}`,
    );
    console.log(line('nginx, plain static files (TLS, 1 worker)', edge.plain));
    console.log(line('nginx edge: deploy config, secure_link (TLS, 1 worker)', edge.edge));
    const ratio = mean(edge.edge, 'mbps') / mean(edge.plain, 'mbps');
    const rpsRatio = mean(edge.edge, 'rps') / mean(edge.plain, 'rps');
    console.log(
      `  edge / plain nginx: ${ratio.toFixed(2)}× MB/s, ${rpsRatio.toFixed(2)}× req/s (target ≥ 0.9×: ${ratio >= 0.9 ? 'met' : 'MISSED'})`,
    );
    console.log(line('API serving the segments itself (plain HTTP, no TLS)', api.load));

    // The API's CPU per 1,000 segments watched: the sessions' share (grant + playlists, spread
    // over the segments they list) plus whatever the API spends while the segments are served.
    const perSegment = (rows: Figures[]) => sum(rows, 'apiCpuMs') / sum(rows, 'requests');
    const per1000 = (cost: SessionCost, servingMs: number) => ({
      sessions: (cost.cpuMsPerSession / cost.segmentsPerSession) * 1000,
      serving: servingMs * 1000,
    });
    const old = per1000(api.session, perSegment(api.load));
    const atEdge = per1000(edge.session, perSegment(edge.edge));
    const show = (name: string, cost: SessionCost, figures: { sessions: number; serving: number }) =>
      console.log(
        `  ${name.padEnd(16)} ${(figures.sessions + figures.serving).toFixed(0).padStart(6)} ms  ` +
          `(grant + playlists ${figures.sessions.toFixed(0)} ms: ${cost.cpuMsPerSession.toFixed(1)} ms per session of ` +
          `${cost.segmentsPerSession.toFixed(0)} segments; while the segments are served ${figures.serving.toFixed(0)} ms)`,
      );
    console.log(
      `\nAPI CPU time per 1,000 segments watched (its process tree; ${SESSIONS} sessions, then the load above):`,
    );
    show('proxied (today)', api.session, old);
    show('edge', edge.session, atEdge);
    console.log(
      `  edge / proxied: ${((atEdge.sessions + atEdge.serving) / (old.sessions + old.serving)).toFixed(2)}× the API CPU`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
