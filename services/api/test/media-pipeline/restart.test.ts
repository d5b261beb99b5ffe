import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { movieModel } from '../../src/models/movie';
import { startTestApp, startTestDb, type TestDb } from '../helpers';
import { makeClip, storeSource, tempDir, testMediaConfig, waitForAsset } from './media-fixtures';

/**
 * A transcode whose worker process dies mid-job (SIGKILL: no clean-up, the job stays locked)
 * completes after a restart: the lock is not renewed, expires, and the next worker takes the job.
 */
let db: TestDb;
let dir: string;
let app: FastifyInstance | undefined;
let worker: ChildProcess | undefined;

function killGroup(child: ChildProcess | undefined): void {
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL'); // the worker and its ffmpeg
    } catch {
      // already gone
    }
  }
}

beforeAll(async () => {
  dir = await tempDir('restart');
  db = await startTestDb();
});

afterAll(async () => {
  killGroup(worker);
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

it('completes a job after the worker running it is killed', async () => {
  // The queue's first process only enqueues (no worker), like an API replica without one.
  const setup = await startTestApp(db.uri, { media: testMediaConfig(dir, { worker: false }) });
  await storeSource(setup, 'long.mp4', await makeClip(path.join(dir, 'long.mp4'), 40, '854x480'));
  await movieModel(setup.db).updateOne({ _id: '16' }, { $set: { trailer_url: 'long.mp4' } });
  await setup.catalogueChanges.publish();
  await waitForAsset(setup, '16.trailer', (a) => a.state === 'queued');

  worker = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'worker-process.ts'), db.uri, dir],
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'test' },
    },
  );
  const midway = await waitForAsset(
    setup,
    '16.trailer',
    (a) => a.state === 'running' && a.percent >= 5,
    120_000,
  );
  killGroup(worker);
  expect(midway.percent).toBeLessThan(100);
  await setup.close();

  app = await startTestApp(db.uri, { media: testMediaConfig(dir) });
  const done = await waitForAsset(
    app,
    '16.trailer',
    (a) => a.state === 'done' || a.state === 'failed',
    180_000,
  );
  expect(done).toMatchObject({ state: 'done', percent: 100, error: null });
  expect(done.attempts).toBe(2);
  expect((await app.inject({ url: '/media/hls/16/trailer/master.m3u8' })).statusCode).toBe(200);
}, 300_000);
