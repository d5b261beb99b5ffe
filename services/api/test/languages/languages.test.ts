import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { runFfmpeg } from '../../src/media-pipeline/ffmpeg/run-ffmpeg';
import { movieModel } from '../../src/models/movie';
import { subscribe } from '../billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  DEV_MODERATOR,
  type Session,
  selectViewerProfile,
  signIn,
  signUp,
  startTestDb,
  type TestDb,
} from '../helpers';
import {
  makeClip,
  storeSource,
  tempDir,
  testMediaConfig,
  waitForAsset,
} from '../media-pipeline/media-fixtures';
import { eventually } from '../support/eventually';

/**
 * Watching in your language: subtitle playlists and cue files are no more public than the film;
 * a profile's preferred languages are stored per profile and handed to the player with the last
 * choice for the title; the title's languages are readable and filterable. Real ffmpeg.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
let member: Session;
let mainId: string;
let secondProfile: { id: string; token: string };
let staff: Record<string, string>;

beforeAll(async () => {
  dir = await tempDir('languages');
  db = await startTestDb();
  app = await buildApp({
    mongoUri: db.uri,
    config: { authRouteRateLimitPerMinute: 100_000, media: testMediaConfig(dir) },
  });
  await app.ready();
  member = await signUp(app);
  await subscribe(app, member, 'premium');
  await storeSource(app, 'clip-lang.mp4', await makeClip(path.join(dir, 'clip.mp4'), 4));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-lang.mp4' } });
  await app.catalogueChanges.publish();
  const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
  expect(asset.state).toBe('done');
  staff = bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
  const cues: Record<string, string> = { en: 'Hello there.', hi: 'नमस्ते।', ml: 'നമസ്കാരം.' };
  for (const [language, text] of Object.entries(cues)) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/transcoding/16.content/subtitles/${language}`,
      headers: { ...staff, 'content-type': 'text/vtt' },
      payload: `WEBVTT\n\n00:01.000 --> 00:03.000\n${text}\n`,
    });
    expect(res.statusCode).toBe(200);
  }
  const profiles = await app.inject({
    method: 'GET',
    url: '/api/viewer-profiles',
    headers: bearer(member.accessToken),
  });
  mainId =
    (profiles.json() as { items: { id: string; isMain: boolean }[] }).items.find((p) => p.isMain)?.id ?? '';
  const second = await createViewerProfile(app, member, { name: 'Second' });
  secondProfile = { id: second.id, token: await selectViewerProfile(app, member, second.id) };
}, 150_000);

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'PUT', url, payload: payload as object, headers });
const unsigned = (url: string) => url.split('?')[0] as string;

describe('languages of a title', () => {
  it('lists audio in two languages and subtitles in en, hi, ml; the subtitle files need the signature', async () => {
    const grant = await get('/api/playback/16', bearer(member.accessToken));
    const master = await get(grant.json().url);
    expect(master.statusCode).toBe(200);
    const audio = [...master.body.matchAll(/TYPE=AUDIO,[^\n]*LANGUAGE="(\w+)"/g)].map((m) => m[1]);
    expect(audio).toEqual(['en', 'hi']);
    const subtitles = [...master.body.matchAll(/TYPE=SUBTITLES,[^\n]*LANGUAGE="(\w+)"/g)].map((m) => m[1]);
    expect(subtitles).toEqual(['en', 'hi', 'ml']);

    const playlistUrl = /TYPE=SUBTITLES,[^\n]*LANGUAGE="hi"[^\n]*URI="([^"]+)"/.exec(
      master.body,
    )?.[1] as string;
    const playlist = await get(playlistUrl);
    expect(playlist.statusCode).toBe(200);
    const cueUrl = playlist.body.split('\n').find((l) => l.includes('.vtt?')) as string;
    expect((await get(cueUrl)).body).toContain('नमस्ते।');

    // Without the signature (a copied link), with a member's token instead of one: refused.
    for (const url of [playlistUrl, cueUrl]) {
      const bare = await get(unsigned(url), bearer(member.accessToken));
      expect(bare.statusCode).toBe(403);
      expect(bare.json().code).toBe('MEDIA_LINK_INVALID');
    }
  });

  it('answers the languages of the title and filters the catalogue by one', async () => {
    expect((await get('/api/movies/16/languages')).json()).toEqual({
      audio: ['en', 'hi'],
      subtitles: ['en', 'hi', 'ml'],
    });
    // Title 1's content is a plain upload: one soundtrack, no subtitles, so not available in Hindi.
    expect((await get('/api/movies/1/languages')).json()).toMatchObject({ subtitles: [] });
    expect((await get('/api/movies/nope/languages')).statusCode).toBe(404);
    const ids = (language: string) =>
      get(`/api/movies?language=${language}&limit=100`).then((r) =>
        (r.json().items as { id: string }[]).map((m) => m.id),
      );
    expect(await ids('ml')).toEqual(['16']);
    expect(await ids('hi')).toEqual(['16']);
    expect(await ids('en')).toEqual(expect.arrayContaining(['16']));
    expect((await get('/api/movies?language=fr')).statusCode).toBe(400);
  });
});

describe('language preferences per viewer profile', () => {
  it('stores a profile’s defaults and hands them to the player; another profile keeps its own', async () => {
    const main = bearer(member.accessToken);
    const fresh = await get(`/api/viewer-profiles/${mainId}/languages`, main);
    expect(fresh.json()).toEqual({
      audio: null,
      subtitles: null,
      subtitleSize: 'medium',
      subtitleBackground: 'shadow',
    });
    const wanted = { audio: 'hi', subtitles: 'ml', subtitleSize: 'large', subtitleBackground: 'box' };
    const saved = await put(`/api/viewer-profiles/${mainId}/languages`, wanted, main);
    expect(saved.statusCode).toBe(200);
    expect((await get(`/api/viewer-profiles/${mainId}/languages`, main)).json()).toEqual(wanted);

    // Applied: the player of the main profile starts from them.
    expect((await get('/api/me/languages/16', main)).json()).toEqual({ preferences: wanted, title: null });
    // The second profile of the same account has its own (none yet).
    const second = await get('/api/me/languages/16', asViewer(member, secondProfile.token));
    expect(second.json().preferences).toMatchObject({ audio: null, subtitles: null });

    const bad = await put(`/api/viewer-profiles/${mainId}/languages`, { ...wanted, audio: 'fr' }, main);
    expect(bad.statusCode).toBe(400);
    const stranger = await signUp(app);
    expect(
      (await get(`/api/viewer-profiles/${mainId}/languages`, bearer(stranger.accessToken))).statusCode,
    ).toBe(404);
  });

  it('remembers the last choice for a title per profile', async () => {
    const main = bearer(member.accessToken);
    const chosen = await put('/api/me/languages/16', { audio: 'hi', subtitles: 'off' }, main);
    expect(chosen.statusCode).toBe(200);
    expect((await get('/api/me/languages/16', main)).json().title).toEqual({ audio: 'hi', subtitles: 'off' });
    expect(
      (await get('/api/me/languages/16', asViewer(member, secondProfile.token))).json().title,
    ).toBeNull();
    expect((await get('/api/me/languages/15', main)).json().title).toBeNull();
    expect((await put('/api/me/languages/16', { audio: 'hi', subtitles: 'de' }, main)).statusCode).toBe(400);
  });

  it('asks for a subscription before remembering a choice', async () => {
    const free = await signUp(app);
    const res = await get('/api/me/languages/16', bearer(free.accessToken));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SUBSCRIPTION_REQUIRED');
  });
});

describe('an audio track added by staff', () => {
  it('is packaged beside the ladder while the title plays on, then listed in the master', async () => {
    const file = path.join(dir, 'ml.m4a');
    await runFfmpeg(
      ['-hide_banner', '-y', '-f', 'lavfi', '-i', 'sine=f=880:d=4:sample_rate=48000', '-c:a', 'aac', file],
      { nice: 10 },
    );
    const upload = (body: Buffer) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/transcoding/16.content/audio/ml',
        headers: { ...staff, 'content-type': 'audio/mp4' },
        payload: body,
      });
    const broken = await upload(Buffer.from('this is not audio at all'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('AUDIO_INVALID');

    const accepted = await upload(await readFile(file));
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json().playable).toBe(true); // still playing its current tracks
    await eventually(
      'the Malayalam audio is listed',
      async () =>
        ((await get('/api/movies/16/languages')).json() as { audio: string[] }).audio.includes('ml'),
      { deadlineMs: 30_000, everyMs: 300 },
    );
    expect((await get('/api/movies/16/languages')).json().audio).toEqual(['en', 'hi', 'ml']);
    const master = await get((await get('/api/playback/16', bearer(member.accessToken))).json().url);
    const mlUrl = /TYPE=AUDIO,[^\n]*LANGUAGE="ml"[^\n]*URI="([^"]+)"/.exec(master.body)?.[1] as string;
    const playlist = await get(mlUrl);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l) => l.includes('.ts?')) as string;
    expect((await get(segment)).statusCode).toBe(200);
  }, 60_000);
});

describe('uploaded audio and a new transcode of the title', () => {
  const uploadedHi = /^audio-hi-[a-z0-9]+\//;

  it('packages the uploaded Hindi track again beside the new ladder', async () => {
    const file = path.join(dir, 'hi.m4a');
    await runFfmpeg(
      ['-hide_banner', '-y', '-f', 'lavfi', '-i', 'sine=f=990:d=4:sample_rate=48000', '-c:a', 'aac', file],
      { nice: 10 },
    );
    const accepted = await app.inject({
      method: 'PUT',
      url: '/api/admin/transcoding/16.content/audio/hi',
      headers: { ...staff, 'content-type': 'audio/mp4' },
      payload: await readFile(file),
    });
    expect(accepted.statusCode).toBe(202);
    const before = await waitForAsset(app, '16.content', (a) =>
      Boolean(a.ladder?.audio.some((t) => t.language === 'hi' && uploadedHi.test(t.uri))),
    );
    expect(before.audio_sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ language: 'hi', state: 'done' })]),
    );

    // A new upload of the content: a new ladder replaces the old one (whose folder is removed).
    await storeSource(app, 'clip-lang-2.mp4', await makeClip(path.join(dir, 'clip-2.mp4'), 4));
    await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip-lang-2.mp4' } });
    await app.catalogueChanges.publish();
    const after = await waitForAsset(
      app,
      '16.content',
      (a) =>
        a.state === 'done' &&
        a.ladder_prefix !== before.ladder_prefix &&
        (a.audio_sources ?? []).every((s) => s.state === 'done') &&
        Boolean(a.ladder?.audio.some((t) => t.language === 'hi' && uploadedHi.test(t.uri))),
      120_000,
    );
    expect(after.ladder?.audio.map((t) => t.language).sort()).toEqual(
      (before.ladder?.audio.map((t) => t.language) ?? []).sort(),
    );

    const master = await get((await get('/api/playback/16', bearer(member.accessToken))).json().url);
    const hiUrl = /TYPE=AUDIO,[^\n]*LANGUAGE="hi"[^\n]*URI="([^"]+)"/.exec(master.body)?.[1] as string;
    expect(hiUrl).toMatch(/audio-hi-[a-z0-9]+\/index\.m3u8/);
    // Every track the master lists is stored, segments included.
    for (const [, url] of master.body.matchAll(/TYPE=AUDIO,[^\n]*URI="([^"]+)"/g)) {
      const playlist = await get(url as string);
      expect(playlist.statusCode).toBe(200);
      const segment = playlist.body.split('\n').find((l) => l.includes('.ts?')) as string;
      expect((await get(segment)).statusCode).toBe(200);
    }
  }, 150_000);
});
