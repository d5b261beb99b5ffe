import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { movieModel } from '../../src/models/movie';
import { subscribe } from '../billing/billing-fixtures';
import { bearer, DEV_MODERATOR, signIn, signUp, startTestApp, startTestDb, type TestDb } from '../helpers';
import { makeClip, storeSource, tempDir, testMediaConfig, waitForAsset } from './media-fixtures';

/**
 * An uploaded content file goes through the queue into an HLS ladder; staff see the job, add
 * subtitles (SRT and WebVTT), and the master playlist lists the ladder, the audio languages and
 * the subtitle tracks. Real ffmpeg, real database engine.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
let staff: Record<string, string>;
let viewer: Record<string, string>;

beforeAll(async () => {
  dir = await tempDir('playback');
  db = await startTestDb();
  app = await startTestApp(db.uri, { media: testMediaConfig(dir) });
  staff = bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
  const member = await signUp(app);
  await subscribe(app, member, 'premium');
  viewer = bearer(member.accessToken);
  await storeSource(app, 'clip-480.mp4', await makeClip(path.join(dir, 'clip.mp4'), 8));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-480.mp4' } });
  await app.catalogueChanges.publish();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** Content HLS is signed: the master's URL comes from the playback grant. */
const master = async () => await get((await get('/api/playback/16', viewer)).json().url);

describe('playback of a transcoded upload', () => {
  it('runs the job to done and shows it to staff', async () => {
    const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
    expect(asset.error).toBeNull();
    expect(asset.state).toBe('done');
    const list = await get('/api/admin/transcoding', staff);
    expect(list.statusCode).toBe(200);
    const job = (
      list.json() as { items: { id: string; state: string; percent: number; renditions: string[] }[] }
    ).items.find((j) => j.id === '16.content');
    expect(job).toMatchObject({ state: 'done', percent: 100, renditions: ['240p', '480p'] });
  }, 120_000);

  it('takes subtitles in SRT and WebVTT and refuses a malformed SRT naming the line', async () => {
    const put = (language: string, body: string, type: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/transcoding/16.content/subtitles/${language}`,
        headers: { ...staff, 'content-type': type },
        payload: body,
      });
    expect(
      (await put('en', '1\n00:00:01,000 --> 00:00:03,000\nHello there.\n', 'application/x-subrip'))
        .statusCode,
    ).toBe(200);
    expect((await put('hi', 'WEBVTT\n\n00:01.000 --> 00:03.000\nनमस्ते।\n', 'text/vtt')).statusCode).toBe(200);
    expect((await put('ml', '1\n00:00:01,000 --> 00:00:03,000\nനമസ്കാരം.\n', 'text/plain')).statusCode).toBe(
      200,
    );

    const broken = await put(
      'en',
      '1\n00:00:01,000 --> 00:00:02,000\nok\n\n2\n00:00:02,000 --> 00:00:0x,000\nbad\n',
      'application/x-subrip',
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'SUBTITLE_INVALID' });
    expect(broken.json().message).toContain('line 6');
  });

  it('answers a master playlist with the ladder, two audio languages and en, hi, ml subtitles', async () => {
    const res = await master();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    const text = res.body;
    expect(
      text
        .match(/#EXT-X-STREAM-INF:.*RESOLUTION=(\d+x\d+)/g)
        ?.map((l) => /RESOLUTION=(\d+x\d+)/.exec(l)?.[1]),
    ).toEqual(['426x240', '854x480']);
    expect(text).toMatch(/TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="en",NAME="English",DEFAULT=YES/);
    expect(text).toMatch(/TYPE=AUDIO,GROUP-ID="audio",LANGUAGE="hi",NAME="हिन्दी",DEFAULT=NO/);
    for (const lang of ['en', 'hi', 'ml'])
      expect(text).toContain(`TYPE=SUBTITLES,GROUP-ID="subs",LANGUAGE="${lang}"`);
    for (const line of text.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'))) {
      expect(line).toContain('AUDIO="audio"');
      expect(line).toContain('SUBTITLES="subs"');
    }
  });

  it('serves rendition playlists, segments with Range and immutable caching, and subtitles', async () => {
    const text = (await master()).body;
    const variant = text.split('\n').find((l) => l.includes('v480/index.m3u8')) as string;
    const playlist = await get(variant);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.includes('.ts?')) as string;
    expect(segment.startsWith('/media/hls/16/content/')).toBe(true);

    const part = await get(segment, { range: 'bytes=0-187' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp2t');
    expect(part.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(part.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte

    const subsUrl = /LANGUAGE="ml".*URI="([^"]+)"/.exec(text)?.[1] as string;
    const subs = await get(subsUrl);
    const vttUrl = subs.body.split('\n').find((l) => l.includes('.vtt?')) as string;
    const vtt = await get(vttUrl);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:\d+,LOCAL:00:00:00.000\n/);
    expect(vtt.body).toContain('നമസ്കാരം.');
  });

  it('fails a job on a file ffmpeg cannot read, with the reason, and lets staff retry it', async () => {
    const bogus = path.join(dir, 'bogus.mp4');
    await (await import('node:fs/promises')).writeFile(bogus, Buffer.alloc(4096, 7));
    await storeSource(app, 'bogus.mp4', bogus);
    await movieModel(app.db).updateOne({ _id: '15' }, { $set: { trailer_url: 'bogus.mp4' } });
    await app.catalogueChanges.publish();
    const failed = await waitForAsset(app, '15.trailer', (a) => a.state === 'failed');
    expect(failed.error).toMatch(/ffmpeg cannot read the source/);
    expect((await get('/media/hls/15/trailer/master.m3u8')).statusCode).toBe(409);

    const retry = await app.inject({
      method: 'POST',
      url: '/api/admin/transcoding/15.trailer/retry',
      headers: staff,
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ state: 'queued', error: null });
    const again = await waitForAsset(app, '15.trailer', (a) => a.state === 'failed' && a.attempts >= 2);
    expect(again.attempts).toBeGreaterThanOrEqual(2);
    const notFailed = await app.inject({
      method: 'POST',
      url: '/api/admin/transcoding/16.content/retry',
      headers: staff,
    });
    expect(notFailed.statusCode).toBe(409);
  }, 60_000);
});
