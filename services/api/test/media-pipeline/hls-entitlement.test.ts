import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { manualClock } from '../../src/core/clock';
import { movieModel } from '../../src/models/movie';
import { viewerProfileModel } from '../../src/models/viewer-profile';
import { subscribe } from '../billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  type Session,
  selectViewerProfile,
  signUp,
  startTestDb,
  type TestDb,
} from '../helpers';
import { makeClip, storeSource, tempDir, testMediaConfig, waitForAsset } from './media-fixtures';

/**
 * HLS content under the plan: the master lists only the renditions the plan allows, every URL in
 * a playlist is signed for the caller, a rendition above the cap is refused, a foreign or expired
 * signature is refused, and a title above the profile's ceiling does not exist. Real ffmpeg.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
const clock = manualClock(new Date('2025-06-01T00:00:00Z'));
const members: Record<'basic' | 'standard' | 'premium', Session> = {} as never;
let outsider: Session;

beforeAll(async () => {
  dir = await tempDir('hls-plan');
  db = await startTestDb();
  app = await buildApp({
    mongoUri: db.uri,
    clock,
    config: { authRouteRateLimitPerMinute: 100_000, media: testMediaConfig(dir) },
  });
  await app.ready();
  await storeSource(app, 'clip-720.mp4', await makeClip(path.join(dir, 'clip.mp4'), 4, '1280x720'));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-720.mp4' } });
  await app.catalogueChanges.publish();
  for (const plan of ['basic', 'standard', 'premium'] as const) {
    members[plan] = await signUp(app);
    await subscribe(app, members[plan], plan);
  }
  outsider = await signUp(app);
  await subscribe(app, outsider, 'premium');
  const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
  expect(asset.state).toBe('done');
}, 150_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function masterUrl(session: Session, headers = bearer(session.accessToken)): Promise<string> {
  const res = await get('/api/playback/16', headers);
  expect(res.statusCode).toBe(200);
  expect(res.json().format).toBe('hls');
  return res.json().url;
}

const heights = (master: string) => [...master.matchAll(/RESOLUTION=\d+x(\d+)/g)].map((m) => Number(m[1]));
const uriLines = (playlist: string) =>
  playlist.split('\n').filter((l) => l.startsWith('/') || /URI="/.test(l));

describe('HLS content by plan', () => {
  it('answers the HLS master of a complete ladder, signed for the caller', async () => {
    const url = await masterUrl(members.basic);
    expect(url).toMatch(/^\/media\/hls\/16\/content\/master\.m3u8\?u=[a-f0-9]{24}&p=-&e=\d+&s=[\w-]+$/);
  });

  it('lists only the renditions each plan allows, every URL signed', async () => {
    const expected = { basic: [240, 480], standard: [240, 480, 720], premium: [240, 480, 720] };
    for (const plan of ['basic', 'standard', 'premium'] as const) {
      const master = await get(await masterUrl(members[plan]));
      expect(master.statusCode).toBe(200);
      expect(heights(master.body)).toEqual(expected[plan]);
      for (const line of uriLines(master.body)) expect(line).toMatch(/[?&]s=[\w-]+/);
    }
  });

  it('signs every segment of a rendition playlist; the segments play', async () => {
    const master = (await get(await masterUrl(members.basic))).body;
    const variant = master.split('\n').find((l) => l.includes('/v480/index.m3u8')) as string;
    const playlist = await get(variant);
    expect(playlist.statusCode).toBe(200);
    const segments = playlist.body.split('\n').filter((l) => l.includes('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    for (const s of segments) expect(s).toMatch(/\.ts\?u=.*&s=[\w-]+$/);
    const part = await get(segments[0] as string, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(part.rawPayload[0]).toBe(0x47);
  });

  it('refuses a rendition above the plan even with a valid signature (403 RENDITION_NOT_IN_PLAN)', async () => {
    const premiumMaster = (await get(await masterUrl(members.premium))).body;
    const v720 = premiumMaster.split('\n').find((l) => l.includes('/v720/index.m3u8')) as string;
    expect((await get(v720)).statusCode).toBe(200);
    // The same path signed for the Basic member: the signature is good, the plan is not.
    const basicMaster = new URL(await masterUrl(members.basic), 'http://x');
    const path720 = new URL(v720, 'http://x').pathname;
    const res = await get(`${path720}${basicMaster.search}`);
    expect(res.statusCode).toBe(403);
    // A signature is bound to its path: the master's query on another path is not valid.
    expect(res.json().code).toBe('MEDIA_LINK_INVALID');
    // The server never signs v720 for Basic; a validly signed one (a leaked secret, a bug) still meets the cap.
    const { signMediaUrl } = await import('../../src/core/media-signature');
    const signed = signMediaUrl(
      app,
      path720,
      { userId: members.basic.userId, profileId: null },
      new Date(clock.now().getTime() + 60_000),
    );
    const capped = await get(signed);
    expect([capped.statusCode, capped.json().code]).toEqual([403, 'RENDITION_NOT_IN_PLAN']);
  });

  it('refuses no signature, another account’s, a forged or an expired one (403 MEDIA_LINK_INVALID)', async () => {
    const url = new URL(await masterUrl(members.standard), 'http://x');
    const withParam = (key: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(key, value);
      return `${copy.pathname}${copy.search}`;
    };
    const attempts = [
      url.pathname,
      withParam('u', outsider.userId),
      withParam('s', 'A'.repeat(43)),
      `/media/hls/1/content/master.m3u8${url.search}`,
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect(`${attempt}: ${res.statusCode} ${res.json().code}`).toBe(`${attempt}: 403 MEDIA_LINK_INVALID`);
    }
    const good = `${url.pathname}${url.search}`;
    expect((await get(good)).statusCode).toBe(200);
    clock.advance(31 * 60 * 1000);
    try {
      const expired = await get(good);
      expect([expired.statusCode, expired.json().code]).toEqual([403, 'MEDIA_LINK_INVALID']);
    } finally {
      clock.advance(-31 * 60 * 1000);
    }
  });

  it('a title above the profile’s ceiling is 404, the grant’s links included', async () => {
    const member = members.premium;
    const profile = await createViewerProfile(app, member, { name: 'Teen', ceiling: 'A' });
    const token = await selectViewerProfile(app, member, profile.id);
    await movieModel(app.db).updateOne({ _id: '16' }, { $set: { certification: 'U/A 16+' } });
    const url = await masterUrl(member, asViewer(member, token));
    expect((await get(url)).statusCode).toBe(200);
    await viewerProfileModel(app.db).updateOne({ _id: profile.id }, { $set: { ceiling: 'U/A 13+' } });
    const res = await get(url);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Content not found']);
    expect((await get('/api/playback/16', asViewer(member, token))).statusCode).toBe(404);
  });

  it('keeps trailers public', async () => {
    const res = await get('/media/hls/16/trailer/master.m3u8');
    expect(res.statusCode).toBe(404); // no trailer asset for this title: not a 403
  });
});
