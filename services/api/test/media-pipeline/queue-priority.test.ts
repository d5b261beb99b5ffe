import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../src/core/clock';
import {
  claimNextTranscode,
  createTranscodeQueue,
  JOBS_COLLECTION,
  type TranscodeHandler,
  type TranscodeQueue,
} from '../../src/media-pipeline/jobs/queue';
import { queueStoredSource } from '../../src/media-pipeline/jobs/queue-stored-source';
import type { MediaConfig } from '../../src/media-pipeline/media-config';
import { seedMediaAssets } from '../../src/media-pipeline/seed/seed-media';
import { startTestApp, startTestDb, type TestDb } from '../helpers';
import { tempDir, testMediaConfig } from './media-fixtures';

/**
 * Who waits decides the order (issue 23): a staff upload overtakes the seed's backlog, and a
 * viewer's Play (hurry) moves a queued title first. The real Agenda backend on the embedded
 * engine; no ffmpeg: the queue is stepped with the worker's own claim call under a manual clock,
 * and a started worker runs handlers that only note the order.
 */
let db: TestDb;
let dir: string;
let app: FastifyInstance;
let config: MediaConfig;
let seeded: string[];
// An hour back: jobs queued on this clock are due for a worker on the real one.
const clock = manualClock(new Date(Date.now() - 3_600_000));
const queues: TranscodeQueue[] = [];

const STAFF_ID = '9.trailer';
const unused: TranscodeHandler = async () => {
  throw new Error('no worker runs in this test');
};

function queueWith(handler: TranscodeHandler, overrides: Partial<MediaConfig> = {}): TranscodeQueue {
  const queue = createTranscodeQueue(
    app.db,
    { ...config, ...overrides },
    handler,
    async () => {},
    (error) => {
      throw error;
    },
    { now: () => clock.now() },
  );
  queues.push(queue);
  return queue;
}

/** The seed's rows of three titles (content and trailer each), queued a second apart. */
async function queueSeedBacklog(queue: TranscodeQueue): Promise<void> {
  for (const id of seeded) {
    clock.advance(1000);
    await queue.enqueue(id);
  }
}

/** A staff upload's asset row, as the upload route writes it. */
async function staffUpload(): Promise<void> {
  await queueStoredSource(app.db, STAFF_ID, { movie_id: '9', kind: 'trailer' }, 'staff.mp4', 'staff.mp4');
}

const claim = () => claimNextTranscode(app.db, clock.now(), config.lockLifetimeMs);

beforeAll(async () => {
  dir = await tempDir('queue-priority');
  db = await startTestDb();
  config = testMediaConfig(dir, { worker: false, concurrency: 1 });
  app = await startTestApp(db.uri, { media: config });
  seeded = await seedMediaAssets(app.db, { titles: ['3', '4', '5'], seconds: 12 });
  await staffUpload();
}, 60_000);

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
  await app.db.collection(JOBS_COLLECTION).deleteMany({});
});

afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

it('a staff upload queued after the seed backlog is taken first; the backlog follows in its order', async () => {
  const queue = queueWith(unused);
  await queueSeedBacklog(queue);
  clock.advance(1000);
  await queue.enqueue(STAFF_ID, 'staff');

  expect(await claim()).toBe(STAFF_ID);
  expect(await claim()).toBe(seeded[0]);
  expect(await claim()).toBe(seeded[1]);
});

it('hurry() moves a queued title ahead of everything waiting, staff uploads included', async () => {
  const queue = queueWith(unused);
  await queueSeedBacklog(queue);
  await queue.enqueue(STAFF_ID, 'staff');
  const last = seeded.at(-1) as string;
  await queue.hurry(last);

  expect(await claim()).toBe(last);
  expect(await claim()).toBe(STAFF_ID);
  expect(await claim()).toBe(seeded[0]);
});

it('queueing an asset already waiting keeps one job, raised to the higher reason', async () => {
  const queue = queueWith(unused);
  await queueSeedBacklog(queue);
  const third = seeded[2] as string;
  await queue.enqueue(third, 'staff');
  await queue.enqueue(third); // a later seed sync does not lower it again

  expect(await app.db.collection(JOBS_COLLECTION).countDocuments({ 'data.assetId': third })).toBe(1);
  expect(await claim()).toBe(third);
});

it('standing() gives every job its place in taking order and an ETA that grows along the queue', async () => {
  const queue = queueWith(unused);
  await queueSeedBacklog(queue);
  await queue.enqueue(STAFF_ID, 'staff');
  expect(await claim()).toBe(STAFF_ID); // running now

  const standing = await queue.standing();
  expect(standing[0]).toMatchObject({ assetId: STAFF_ID, position: 0 });
  expect(standing.slice(1).map((s) => s.assetId)).toEqual(seeded);
  expect(standing.slice(1).map((s) => s.position)).toEqual(seeded.map((_, i) => i + 1));
  // The upload's estimate (its size) comes first; each seed job waits for it and those before.
  const etas = standing.map((s) => s.etaSeconds);
  expect(etas[0]).toBeGreaterThan(0);
  for (let i = 1; i < etas.length; i++) expect(etas[i]).toBeGreaterThanOrEqual(etas[i - 1] as number);

  await queue.hurry(seeded[4] as string);
  const hurried = await queue.standing();
  expect(hurried[1]).toMatchObject({ assetId: seeded[4], position: 1 });
});

// Seven jobs waiting for 10-s polls would outlast the test's timeout: each starts when the one before ends.
it('a started worker takes jobs in priority order, each as soon as the one before ends', async () => {
  const ran: string[] = [];
  let allRan: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    allRan = resolve;
  });
  const total = seeded.length + 1;
  const queue = queueWith(
    async ({ assetId }) => {
      ran.push(assetId);
      if (ran.length === total) allRan();
    },
    { pollMs: 10_000 },
  );
  await queueSeedBacklog(queue);
  await queue.enqueue(STAFF_ID, 'staff');
  await queue.hurry(seeded[3] as string);

  await queue.start();
  await finished;
  expect(ran).toEqual([seeded[3], STAFF_ID, ...seeded.filter((id) => id !== seeded[3])]);
}, 30_000);
