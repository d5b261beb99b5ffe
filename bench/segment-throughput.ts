// `npm run bench -- segment-throughput [--title ID] [--seconds S] [--connections N] [--duration S] [--port P]`:
// the API's HLS segment serving (/media/hls/:id/content/…, a Premium subscriber's signed URLs, the
// signature + subscription check on every request) through the gateway on one port, against nginx
// serving the very same segment files from disk, in the same run, same load (autocannon, the same
// connections cycling through the same segments). Prints requests/s, MB/s and api/nginx.
// Target ≥ 0.5× (whole-file media was 0.20–0.24×). Fails loudly when nginx is missing.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchGateway } from './lib/gateway';
import { requireNginx, startNginx } from './lib/nginx';
import { freePort } from './lib/processes';
import { createSubscriber, waitForLadder } from './lib/subscriber';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
// Title 2 (Antariksh) carries a 1080p ladder; 12-second clips as e2e seeds them (cached after one run).
const TITLE = option('--title') ?? '2';
const SECONDS = option('--seconds') ?? '12';
const CONNECTIONS = Number(option('--connections')) || 16;
const DURATION_S = Number(option('--duration')) || 10;
const ROUNDS = 2;
const LADDER_DEADLINE_MS = 15 * 60_000;

async function text(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

/** Lines of a playlist that are URIs (not tags). */
const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));

/** The signed segment URLs of every rendition (video and audio) the master lists. */
async function signedSegments(base: string, masterUrl: string): Promise<string[]> {
  const masterHref = `${base}${masterUrl}`;
  const master = await text(masterHref);
  const playlists = [
    ...uris(master),
    ...[...master.matchAll(/#EXT-X-MEDIA:[^\n]*URI="([^"]+)"/g)].map((m) => m[1] ?? ''),
  ].filter((u) => u.includes('.m3u8') && !u.includes('/subs/'));
  const segments: string[] = [];
  for (const playlist of playlists) {
    const playlistUrl = new URL(playlist, masterHref);
    for (const u of uris(await text(playlistUrl.href))) {
      const url = new URL(u, playlistUrl);
      segments.push(`${url.pathname}${url.search}`);
    }
  }
  console.log(`${playlists.length} renditions, ${segments.length} segments`);
  return segments;
}

interface Figures {
  rps: number;
  mbps: number;
  failures: number;
}

async function load(url: string, paths: string[]): Promise<Figures> {
  const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  return {
    rps: result.requests.average,
    mbps: result.throughput.average / 1024 / 1024,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function main(): Promise<void> {
  requireNginx();
  const dir = mkdtempSync(path.join(tmpdir(), 'premieres-segment-bench-'));
  chmodSync(dir, 0o755);
  const gateway = await benchGateway(Number(option('--port')), {
    SKIP_BUILD: '1',
    SEED_MEDIA_TITLES: TITLE,
    SEED_MEDIA_SECONDS: SECONDS,
    TRANSCODE_PRESET: 'ultrafast',
  });
  const base = gateway.base;
  let nginx: { stop(): Promise<void> } | null = null;
  try {
    const subscriber = await createSubscriber(base, 'premium', 'bench-segments');
    const masterUrl = await waitForLadder(base, subscriber.accessToken, TITLE, LADDER_DEADLINE_MS);
    const signed = await signedSegments(base, masterUrl);
    // The same bytes on disk for nginx, under the same file names.
    const plain: string[] = [];
    let bytes = 0;
    for (const [i, url] of signed.entries()) {
      const res = await fetch(`${base}${url}`);
      if (!res.ok) throw new Error(`segment ${i}: HTTP ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      bytes += body.length;
      const file = path.join(dir, 'seg', String(i), path.basename(url.split('?')[0] ?? 's.ts'));
      mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
      writeFileSync(file, body, { mode: 0o644 });
      plain.push(`/seg/${i}/${path.basename(file)}`);
    }
    console.log(`${signed.length} segments, ${(bytes / signed.length / 1024).toFixed(0)} KB on average`);
    const nginxPort = await freePort();
    nginx = await startNginx(dir, nginxPort);

    const rows: Record<'api' | 'nginx', Figures[]> = { api: [], nginx: [] };
    // Warm-up of both (JIT, page cache), then alternating rounds.
    await load(`http://127.0.0.1:${nginxPort}`, plain.slice(0, 2));
    await load(base, signed.slice(0, 2));
    for (let round = 0; round < ROUNDS; round += 1) {
      rows.nginx.push(await load(`http://127.0.0.1:${nginxPort}`, plain));
      rows.api.push(await load(base, signed));
    }
    const mean = (list: Figures[], key: keyof Figures) => list.reduce((s, f) => s + f[key], 0) / list.length;
    console.log(
      `\nSegment serving, ${CONNECTIONS} connections, ${DURATION_S} s × ${ROUNDS} rounds each (mean), node ${process.version}:`,
    );
    for (const name of ['nginx', 'api'] as const) {
      console.log(
        `  ${name === 'api' ? 'API (signed URL + entitlement, via gateway)' : 'nginx (sendfile, 1 worker)        '}  ` +
          `${mean(rows[name], 'rps').toFixed(0).padStart(6)} req/s  ${mean(rows[name], 'mbps').toFixed(0).padStart(5)} MB/s  ` +
          `failures ${rows[name].reduce((s, f) => s + f.failures, 0)}`,
      );
    }
    const ratio = mean(rows.api, 'mbps') / mean(rows.nginx, 'mbps');
    console.log(`  api / nginx: ${ratio.toFixed(2)}× (target ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'MISSED'})`);
  } finally {
    await nginx?.stop();
    gateway.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
