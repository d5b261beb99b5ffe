import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { manualClock } from '../../src/core/clock';
import type { MediaEdge } from '../../src/core/media-edge';
import { movieModel } from '../../src/models/movie';
import { subscribe } from '../billing/billing-fixtures';
import { bearer, type Session, signUp, startTestDb, type TestDb } from '../helpers';
import { makeClip, storeSource, tempDir, testMediaConfig, waitForAsset } from './media-fixtures';

/**
 * The production edge (MEDIA_EDGE=nginx-secure-link, MEDIA_STORAGE=fs): the API still answers the
 * grant and writes every playlist (the plan's cap holds), but the segments a rendition playlist
 * lists are nginx secure_link URLs of files on the media volume, bound to the account, the file
 * and the expiry. deploy/test/nginx-edge.test.ts serves such URLs with the deploy config.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
let mediaRoot: string;
const clock = manualClock(new Date('2025-06-01T00:00:00Z'));
const edge: MediaEdge = { mode: 'nginx-secure-link', secret: 'edge-test-secret-0123456789abcdefghij' };
const TTL_SECONDS = 1800;
let basic: Session;
let premium: Session;

beforeAll(async () => {
  dir = await tempDir('hls-edge');
  mediaRoot = path.join(dir, 'media');
  db = await startTestDb();
  app = await buildApp({
    mongoUri: db.uri,
    clock,
    config: {
      authRouteRateLimitPerMinute: 100_000,
      media: testMediaConfig(dir, { fsRoot: mediaRoot }),
      mediaEdge: edge,
      playbackUrlTtlSeconds: TTL_SECONDS,
    },
  });
  await app.ready();
  await storeSource(app, 'clip-720.mp4', await makeClip(path.join(dir, 'clip.mp4'), 4, '1280x720'));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-720.mp4' } });
  await app.catalogueChanges.publish();
  basic = await signUp(app);
  await subscribe(app, basic, 'basic');
  premium = await signUp(app);
  await subscribe(app, premium, 'premium');
  const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
  expect(asset.state).toBe('done');
}, 150_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });
const lines = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));

/** What nginx computes for `secure_link_md5 "$secure_link_expires$uri$arg_u <secret>"` (base64url, no padding). */
const nginxToken = (expires: string, uri: string, user: string) =>
  createHash('md5')
    .update(`${expires}${uri}${user} ${edge.secret}`)
    .digest('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function master(session: Session): Promise<string> {
  const grant = await app.inject({
    method: 'GET',
    url: '/api/playback/16',
    headers: bearer(session.accessToken),
  });
  expect(grant.statusCode).toBe(200);
  const res = await get(grant.json().url);
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('HLS content at the edge (nginx secure_link)', () => {
  it('keeps the playlists on the API, signed by it, and the plan’s cap in the master', async () => {
    const text = await master(basic);
    expect([...text.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => Number(m[1]))).toEqual([240, 480]);
    const playlists = [...lines(text), ...[...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] as string)];
    expect(playlists.length).toBeGreaterThan(2);
    for (const url of playlists) expect(url).toMatch(/^\/media\/hls\/16\/content\/.+\.m3u8\?u=.*&s=[\w-]+$/);
  });

  it('lists every segment as an edge URL of the file on the media volume, for this account until the expiry', async () => {
    const text = await master(basic);
    const renditions = [...lines(text), ...[...text.matchAll(/URI="([^"]+)"/g)].map((m) => m[1] as string)];
    const expires = String(Math.floor(clock.now().getTime() / 1000) + TTL_SECONDS + 4);
    let segments = 0;
    for (const rendition of renditions) {
      const playlist = await get(rendition);
      expect(playlist.statusCode).toBe(200);
      expect(playlist.headers['cache-control']).toBe('private, no-store');
      for (const [, uri] of playlist.body.matchAll(/URI="([^"]+)"/g)) expect(uri).toMatch(/^\/media\/edge\//);
      for (const line of lines(playlist.body)) {
        const url = new URL(line, 'http://x');
        expect(url.pathname).toMatch(
          /^\/media\/edge\/hls\/16\/content\/[\w-]+\/(v\d+|audio-\w+)\/[\w.-]+\.(ts|m4s|mp4|aac)$/,
        );
        expect(Object.fromEntries(url.searchParams)).toEqual({
          u: basic.userId,
          e: expires,
          t: nginxToken(expires, url.pathname, basic.userId),
        });
        // nginx's alias: /media/edge/<key> is <MEDIA_ROOT>/<key>, whole on disk.
        const bytes = await readFile(path.join(mediaRoot, url.pathname.slice('/media/edge/'.length)));
        expect(bytes.length).toBeGreaterThan(0);
        if (url.pathname.endsWith('.ts')) expect(bytes[0]).toBe(0x47);
        segments += 1;
      }
    }
    expect(segments).toBeGreaterThanOrEqual(renditions.length);
  });

  it('never signs a rendition above the plan: its playlist is refused before any edge URL is written', async () => {
    const premiumMaster = await master(premium);
    const v720 = lines(premiumMaster).find((l) => l.includes('/v720/')) as string;
    const premiumPlaylist = await get(v720);
    expect(
      lines(premiumPlaylist.body).every((l) => l.startsWith('/media/edge/') && l.includes('/v720/')),
    ).toBe(true);
    const basicSearch = new URL(lines(await master(basic))[0] as string, 'http://x').search;
    const res = await get(`${new URL(v720, 'http://x').pathname}${basicSearch}`);
    expect(res.statusCode).toBe(403);
  });
});
