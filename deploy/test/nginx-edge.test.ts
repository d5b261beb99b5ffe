import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type MediaEdge, signEdgeUrl } from '../../services/api/src/core/media-edge';
import { startTestApp, startTestDb, type TestDb } from '../../services/api/test/helpers';
import { type LocalNginx, startDeployNginx, testConfig } from '../nginx/local-nginx';

/**
 * Video from the edge, against the real thing: Debian's nginx runs deploy/nginx/premieres.conf
 * (rendered for a scratch folder: the media volume, the secret file, a self-signed certificate,
 * the API upstream on a local port where a real API listens). URLs signed by the API's own edge
 * signer are served from the media volume by nginx; expired, tampered or foreign ones are 403
 * there; playlists and the API still go to the API.
 */
const edge: MediaEdge = {
  mode: 'nginx-secure-link',
  secret: `edge-${randomBytes(24).toString('base64url')}`,
};
const USER = '665f1a2b3c4d5e6f7a8b9c0d';
const OTHER_USER = '665f1a2b3c4d5e6f7a8b9c0e';
const KEY = 'hls/16/content/mb3k2-a1b2c3/v480/s0000.ts';
const KEY_720 = 'hls/16/content/mb3k2-a1b2c3/v720/s0000.ts';
// An MPEG-TS-like body: sync bytes every 188 bytes, noise between.
const SEGMENT = randomBytes(188 * 700);
for (let i = 0; i < SEGMENT.length; i += 188) SEGMENT[i] = 0x47;

let dir: string;
let nginx: LocalNginx;
let db: TestDb;
let api: FastifyInstance;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function fetchFrom(
  url: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const target = new URL(url, nginx.base);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      { method: init.method ?? 'GET', headers: init.headers, ca: nginx.certificate ?? undefined },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
const signed = (key = KEY, user = USER, expiresAt = inSeconds(600)) =>
  signEdgeUrl(edge, key, user, expiresAt) as string;
function withParam(url: string, name: string, value: string): string {
  const copy = new URL(url, 'http://x');
  copy.searchParams.set(name, value);
  return `${copy.pathname}${copy.search}`;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'premieres-nginx-edge-'));
  chmodSync(dir, 0o755);
  const mediaRoot = path.join(dir, 'media');
  for (const [key, body] of [
    [KEY, SEGMENT],
    [KEY_720, randomBytes(1000)],
  ] as const) {
    mkdirSync(path.dirname(path.join(mediaRoot, key)), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(mediaRoot, key), body, { mode: 0o644 });
  }
  db = await startTestDb();
  api = await startTestApp(db.uri);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.server.address() as { port: number };
  nginx = await startDeployNginx({
    dir: path.join(dir, 'nginx'),
    apiPort: port,
    mediaRoot,
    edgeSecret: edge.secret,
  });
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await api?.close();
  await db?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('nginx edge (deploy/nginx/premieres.conf, secure_link)', () => {
  it('the rendered deploy config passes nginx -t', () => {
    const result = testConfig(nginx.configFile, path.join(dir, 'nginx'));
    expect(result).toMatchObject({ ok: true });
    expect(result.report).toMatch(/test is successful/);
  });

  it('serves a validly signed segment from the media volume: the bytes, its type, a long private cache', async () => {
    const res = await fetchFrom(signed());
    expect(res.status).toBe(200);
    expect(res.body.equals(SEGMENT)).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp2t');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const part = await fetchFrom(signed(), { headers: { range: 'bytes=188-375' } });
    expect([part.status, part.headers['content-range']]).toEqual([206, `bytes 188-375/${SEGMENT.length}`]);
    expect(part.body.equals(SEGMENT.subarray(188, 376))).toBe(true);
    const head = await fetchFrom(signed(), { method: 'HEAD' });
    expect([head.status, head.headers['content-length']]).toEqual([200, String(SEGMENT.length)]);
  });

  it('answers 403 to an expired link', async () => {
    const expired = await fetchFrom(signed(KEY, USER, inSeconds(-2)));
    expect(expired.status).toBe(403);
    expect(expired.headers['cache-control']).toBeUndefined();
  });

  it('answers 403 to a tampered link: token, expiry pushed back, another file or title', async () => {
    const url = signed();
    const token = new URL(url, 'http://x').searchParams.get('t') as string;
    const flipped = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    const later = String(Math.floor(Date.now() / 1000) + 86_400);
    const query = new URL(url, 'http://x').search;
    for (const attempt of [
      withParam(url, 't', flipped),
      withParam(url, 't', ''),
      withParam(url, 'e', later),
      `/media/edge/${KEY_720}${query}`,
      `/media/edge/${KEY.replace('/16/', '/17/')}${query}`,
      `/media/edge/${KEY}`,
    ]) {
      expect(`${attempt} ${(await fetchFrom(attempt)).status}`).toBe(`${attempt} 403`);
    }
  });

  it('answers 403 to the link with another user, and to anything but GET/HEAD', async () => {
    expect((await fetchFrom(withParam(signed(), 'u', OTHER_USER))).status).toBe(403);
    // A link signed for the other user is good for that user only.
    expect((await fetchFrom(signed(KEY, OTHER_USER))).status).toBe(200);
    expect((await fetchFrom(signed(), { method: 'POST' })).status).toBe(403);
  });

  it('passes playlists (and the API) to the API, which checks its own signatures', async () => {
    const health = await fetchFrom('/api/health');
    expect(health.status).toBe(200);
    const playlist = await fetchFrom('/media/hls/16/content/master.m3u8');
    expect(playlist.status).toBe(403);
    expect(JSON.parse(playlist.body.toString('utf8')).code).toBe('MEDIA_LINK_INVALID');
  });
});
