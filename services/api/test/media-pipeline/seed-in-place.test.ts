import { readFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { mediaPipelineOf } from '../../src/media-pipeline/media-pipeline';
import { seedLadderFolder } from '../../src/media-pipeline/seed/seed-ladder';
import { seedLadderMaker } from '../../src/media-pipeline/seed/seed-ladder-maker';
import { seedMediaAssets } from '../../src/media-pipeline/seed/seed-media';
import { HLS_BUCKET } from '../../src/media-pipeline/storage/gridfs-storage';
import { subscribe } from '../billing/billing-fixtures';
import { bearer, signUp, startTestApp, startTestDb, type TestDb } from '../helpers';
import { eventually } from '../support/eventually';
import { tempDir, testMediaConfig, waitForAsset } from './media-fixtures';

/**
 * Issue 23, the API's event loop while the seed backlog runs: seed ladders are made by ffmpeg
 * started from a process of their own, and in development they are served from the media cache
 * where they were made, never copied into GridFS (the embedded engine shares the API's loop).
 * Real ffmpeg, real database engine.
 */
let db: TestDb;
let app: FastifyInstance;
let dir: string;
let viewer: Record<string, string>;
const spec = { movieTitle: 'In Place', kind: 'content' as const, seconds: 6, height: 480 };
const pipeline = () => mediaPipelineOf(app.db, app.apiConfig.media, app.log);

beforeAll(async () => {
  dir = await tempDir('seed-in-place');
  db = await startTestDb();
  app = await startTestApp(db.uri, { media: testMediaConfig(dir) });
  const member = await signUp(app);
  await subscribe(app, member, 'premium');
  viewer = bearer(member.accessToken);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.stop();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function queueSeedAsset(): Promise<void> {
  await mediaAssetModel(app.db).create({
    _id: '16.content',
    movie_id: '16',
    kind: 'content',
    source: { type: 'generated', ...spec },
    field_value: null,
    state: 'queued',
    subtitles: [],
  });
  await pipeline().queue.enqueue('16.content', 'staff');
}

/** The first segment of the 480p rendition, fetched as the player does. */
async function firstSegment(): Promise<Buffer> {
  const master = await get((await get('/api/playback/16', viewer)).json().url);
  expect(master.statusCode).toBe(200);
  const variant = master.body.split('\n').find((l) => l.includes('v480/index.m3u8')) as string;
  const playlist = await get(variant);
  expect(playlist.statusCode).toBe(200);
  const segment = await get(playlist.body.split('\n').find((l) => l.includes('s0000.ts')) as string);
  expect(segment.statusCode).toBe(200);
  return segment.rawPayload;
}

describe('the seed ladder maker process', () => {
  it('makes a ladder with ffmpeg started from its own process, reporting progress', async () => {
    const maker = seedLadderMaker(10);
    const percents: number[] = [];
    try {
      const making = maker.make(
        path.join(dir, 'maker'),
        { ...spec, movieTitle: 'Maker' },
        {
          onPercent: (p) => percents.push(p),
        },
      );
      expect(maker.pid).toEqual(expect.any(Number));
      expect(maker.pid).not.toBe(process.pid);
      const { folder, ladder } = await making;
      expect(folder).toBe(seedLadderFolder(path.join(dir, 'maker'), { ...spec, movieTitle: 'Maker' }));
      expect(ladder.video.map((v) => v.id)).toEqual(['240p', '480p']);
      expect(JSON.parse(await readFile(path.join(folder, 'ladder.json'), 'utf8'))).toEqual(ladder);
      expect(percents.length).toBeGreaterThan(0);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
    } finally {
      await maker.close();
    }
    expect(maker.pid).toBeNull();
  }, 60_000);

  it('holds its ffmpeg runs while paused (pages first), and finishes the ladder once resumed', async () => {
    const maker = seedLadderMaker(10);
    try {
      let pausedOnce = false;
      const making = maker.make(
        path.join(dir, 'paused'),
        { ...spec, movieTitle: 'Paused' },
        {
          onPercent: () => {
            if (pausedOnce) return;
            pausedOnce = true;
            maker.pause();
          },
        },
      );
      const pid = maker.pid as number;
      // Every ffmpeg the maker runs is stopped (state T), those it starts while paused too.
      await eventually(
        'every ffmpeg of the maker stopped',
        () => {
          const states = childStates(pid);
          return states.length > 0 && states.every((state) => state === 'T');
        },
        { deadlineMs: 20_000 },
      );
      maker.resume();
      const { ladder } = await making;
      expect(ladder.video.map((v) => v.id)).toEqual(['240p', '480p']);
    } finally {
      await maker.close();
    }
  }, 60_000);

  it('stops the making when its job is aborted, leaving nothing half made', async () => {
    const maker = seedLadderMaker(10);
    const stop = new AbortController();
    const cache = path.join(dir, 'aborted');
    try {
      const making = maker.make(
        cache,
        { ...spec, movieTitle: 'Aborted' },
        {
          signal: stop.signal,
          onPercent: () => stop.abort(),
        },
      );
      await expect(making).rejects.toThrow();
    } finally {
      await maker.close();
    }
    const names = await readdir(path.join(cache, 'seed-ladders')).catch(() => [] as string[]);
    expect(names).toEqual([]);
  }, 60_000);
});

describe('a seed ladder in development', () => {
  it('is served from the media cache, nothing of it copied into GridFS', async () => {
    await queueSeedAsset();
    const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
    expect(asset.error).toBeNull();
    expect(asset.ladder_prefix).toMatch(/^hls\/16\/content\/seed-[0-9a-f]{12}\/$/);
    const folder = seedLadderFolder(app.apiConfig.media.cacheDir, spec);
    expect(await firstSegment()).toEqual(await readFile(path.join(folder, 'v480', 's0000.ts')));
    // Of the title's film, only the seed's subtitles (en, hi, ml) go to the store.
    const stored = await app.db
      .collection(`${HLS_BUCKET}.files`)
      .find({ filename: /^hls\/16\/content\// }, { projection: { filename: 1 } })
      .toArray();
    expect(stored.map((f) => String(f.filename).replace(/-seed\.vtt$/, '')).sort()).toEqual([
      'hls/16/content/subs/en',
      'hls/16/content/subs/hi',
      'hls/16/content/subs/ml',
    ]);
  }, 120_000);

  it('is made again when the cache was cleared and the database kept', async () => {
    await rm(path.join(app.apiConfig.media.cacheDir, 'seed-ladders'), { recursive: true, force: true });
    const scope = { titles: ['16'], seconds: spec.seconds };
    const queued = await seedMediaAssets(app.db, scope, pipeline().storage);
    expect(queued).toContain('16.content');
    expect(await mediaAssetModel(app.db).findById('16.content').lean()).toMatchObject({
      state: 'queued',
      ladder_prefix: null,
    });
    await pipeline().queue.enqueue('16.content', 'staff');
    const asset = await waitForAsset(app, '16.content', (a) => a.state === 'done' || a.state === 'failed');
    expect(asset.state).toBe('done');
    const folder = seedLadderFolder(app.apiConfig.media.cacheDir, spec);
    expect(await firstSegment()).toEqual(await readFile(path.join(folder, 'v480', 's0000.ts')));
  }, 120_000);
});

/** The run states (R, S, T…) of a process's children. */
function childStates(pid: number): string[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return children.flatMap((child) => {
    try {
      return [readFileSync(`/proc/${child}/stat`, 'utf8').split(') ')[1]?.[0] ?? '?'];
    } catch {
      return []; // it ended meanwhile
    }
  });
}
