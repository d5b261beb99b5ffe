import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { probeMedia } from '../../src/media-pipeline/ffmpeg/probe';
import { ensureSeedLadder, seedLadderFolder } from '../../src/media-pipeline/seed/seed-ladder';
import { loopFolder } from '../../src/media-pipeline/seed/seed-loop';
import { tempDir } from './media-fixtures';

/**
 * A seeded asset's ladder made the cheap way (issue 23): one 6-s loop per rung copied to length
 * by real ffmpeg, shared tone tracks, in the same shape a transcode makes, kept in the cache.
 */
let dir: string;
beforeAll(async () => {
  dir = await tempDir('seed-ladder');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const spec = {
  movieTitle: 'Kaalpath: "Time\'s Road" 100%',
  kind: 'content' as const,
  seconds: 15,
  height: 720,
};

function durations(playlist: string): number[] {
  return [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].map((m) => Number(m[1]));
}

it('makes every rung of the title, the tone tracks and a poster, each rendition its full length', async () => {
  const { folder, ladder } = await ensureSeedLadder(dir, spec, { nice: 10 });
  expect(folder).toBe(seedLadderFolder(dir, spec));
  expect(ladder.durationSeconds).toBe(15);
  expect(ladder.video.map((v) => `${v.id}:${v.width}x${v.height}`)).toEqual([
    '240p:426x240',
    '480p:854x480',
    '720p:1280x720',
  ]);
  expect(ladder.audio.map((a) => [a.language, a.default])).toEqual([
    ['en', true],
    ['hi', false],
  ]);
  for (const v of ladder.video) {
    expect(v.codecs).toMatch(/^avc1\.4d40[0-9a-f]{2},mp4a\.40\.2$/);
    expect(v.frameRate).toBe(24);
    expect(v.bandwidth).toBeGreaterThan(0);
  }
  expect(ladder.poster).toBe('poster.jpg');
  expect((await stat(path.join(folder, 'poster.jpg'))).size).toBeGreaterThan(0);
  expect(JSON.parse(await readFile(path.join(folder, 'ladder.json'), 'utf8'))).toEqual(ladder);

  // Loop copies: 6-s segments (one loop each), the last one cut to length; every one a keyframe start.
  for (const uri of [...ladder.video.map((v) => v.uri), ...ladder.audio.map((a) => a.uri)]) {
    const playlist = await readFile(path.join(folder, uri), 'utf8');
    const lengths = durations(playlist);
    expect(lengths.reduce((a, b) => a + b, 0)).toBeCloseTo(15, 0);
    expect(playlist).toContain('#EXT-X-ENDLIST');
  }
  const v720 = durations(await readFile(path.join(folder, 'v720/index.m3u8'), 'utf8'));
  expect(v720.map(Math.round)).toEqual([6, 6, 3]);
  const second = await probeMedia(path.join(folder, 'v720', 's0001.ts'));
  const first = await probeMedia(path.join(folder, 'v720', 's0000.ts'));
  expect(second.startSeconds - first.startSeconds).toBeCloseTo(6, 1);
  expect(second.video).toMatchObject({ width: 1280, height: 720 });
  expect(Math.round(ladder.startPts / 90)).toBe(Math.round(first.startSeconds * 1000));
}, 60_000);

it('answers a second ask from the cache, and shares the title’s loops with another length', async () => {
  const { folder } = await ensureSeedLadder(dir, spec, { nice: 10 });
  const before = (await stat(path.join(folder, 'ladder.json'))).mtimeMs;
  await ensureSeedLadder(dir, spec, { nice: 10 });
  expect((await stat(path.join(folder, 'ladder.json'))).mtimeMs).toBe(before);

  const loops = loopFolder(dir, spec);
  const made = (await stat(path.join(loops, '480p.mp4'))).mtimeMs;
  const shorter = await ensureSeedLadder(dir, { ...spec, seconds: 6, height: 480 }, { nice: 10 });
  expect(shorter.ladder.video.map((v) => v.id)).toEqual(['240p', '480p']);
  expect((await stat(path.join(loops, '480p.mp4'))).mtimeMs).toBe(made);
  // Nothing half-made is left beside the entries.
  const names = await readdir(path.dirname(folder));
  expect(names.filter((n) => n.includes('.partial'))).toEqual([]);
}, 60_000);
