import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runFfmpeg } from '../../src/media-pipeline/ffmpeg/run-ffmpeg';
import { JOBS_COLLECTION } from '../../src/media-pipeline/jobs/queue';
import { mediaPipelineOf } from '../../src/media-pipeline/media-pipeline';
import { movieModel } from '../../src/models/movie';
import { subscribe } from '../billing/billing-fixtures';
import { bearer, DEV_MODERATOR, signIn, signUp, startTestApp, startTestDb, type TestDb } from '../helpers';
import {
  makeClip,
  storeSource,
  tempDir,
  testMediaConfig,
  waitForAsset,
} from '../media-pipeline/media-fixtures';
import { eventually } from '../support/eventually';

/**
 * An audio upload is a persisted job, not work of the process that took it: an API process
 * without a worker accepts the file and closes before anything packages it; after the restart a
 * worker finishes it. Real ffmpeg.
 */
let db: TestDb;
let dir: string;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  dir = await tempDir('audio-restart');
  db = await startTestDb();
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Waits until no transcode job is queued or running. */
async function queueDrained(app: FastifyInstance): Promise<void> {
  const jobs = app.db.collection(JOBS_COLLECTION);
  await eventually(
    'the transcode queue drains',
    async () =>
      (await jobs.countDocuments({ $or: [{ nextRunAt: { $ne: null } }, { lockedAt: { $ne: null } }] })) === 0,
    { deadlineMs: 120_000, everyMs: 100 },
  );
}

it('finishes an audio upload interrupted by a restart', async () => {
  // A finished ladder for title 16's content.
  app = await startTestApp(db.uri, { media: testMediaConfig(dir) });
  await storeSource(app, 'clip.mp4', await makeClip(path.join(dir, 'clip.mp4'), 4));
  await movieModel(app.db).updateOne({ _id: '16' }, { $set: { content_url: 'clip.mp4' } });
  await app.catalogueChanges.publish();
  expect(
    (await waitForAsset(app, '16.content', (a) => a.state !== 'queued' && a.state !== 'running')).state,
  ).toBe('done');
  // The start's own sync may have queued the same upload twice: let the queue drain first.
  await queueDrained(app);
  await app.close();

  // A replica without a worker takes the upload and closes before it is packaged.
  const config = testMediaConfig(dir, { worker: false });
  app = await startTestApp(db.uri, { media: config });
  const staff = bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
  const file = path.join(dir, 'ml.m4a');
  await runFfmpeg(
    ['-hide_banner', '-y', '-f', 'lavfi', '-i', 'sine=f=880:d=4:sample_rate=48000', '-c:a', 'aac', file],
    { nice: 10 },
  );
  const accepted = await app.inject({
    method: 'PUT',
    url: '/api/admin/transcoding/16.content/audio/ml',
    headers: { ...staff, 'content-type': 'audio/mp4' },
    payload: await readFile(file),
  });
  expect(accepted.statusCode).toBe(202);
  const pending = await waitForAsset(app, '16.content', () => true);
  expect(pending.audio_sources).toEqual([expect.objectContaining({ language: 'ml', state: 'pending' })]);
  const key = pending.audio_sources?.[0]?.key as string;
  // The upload is in media storage, not in the process's scratch folder.
  expect(await mediaPipelineOf(app.db, config, app.log).storage.stat(key)).not.toBeNull();
  expect(await app.db.collection(JOBS_COLLECTION).countDocuments({ name: 'package-audio' })).toBe(1);
  expect(pending.ladder?.audio.map((a) => a.language)).not.toContain('ml');
  await app.close();

  // After the restart a worker packages it.
  app = await startTestApp(db.uri, { media: testMediaConfig(dir) });
  const done = await waitForAsset(app, '16.content', (a) => a.audio_sources?.[0]?.state !== 'pending');
  expect(done.audio_sources?.[0]).toMatchObject({ language: 'ml', state: 'done' });
  expect((await app.inject({ url: '/api/movies/16/languages' })).json().audio).toContain('ml');
  const member = await signUp(app);
  await subscribe(app, member, 'premium');
  const grant = await app.inject({ url: '/api/playback/16', headers: bearer(member.accessToken) });
  const master = await app.inject({ url: grant.json().url });
  const mlUrl = /TYPE=AUDIO,[^\n]*LANGUAGE="ml"[^\n]*URI="([^"]+)"/.exec(master.body)?.[1] as string;
  const playlist = await app.inject({ url: mlUrl });
  expect(playlist.statusCode).toBe(200);
  const segment = playlist.body.split('\n').find((l) => l.includes('.ts?')) as string;
  expect((await app.inject({ url: segment })).statusCode).toBe(200);
}, 240_000);
