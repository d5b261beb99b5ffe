import { createHash } from 'node:crypto';
import path from 'node:path';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { rungVideoArgs, SEGMENT_SECONDS } from '../ladder/hls-args';
import type { PlannedRendition } from '../ladder/ladder-plan';
import { onceInFolder } from './cache-file';

/**
 * A seeded title's picture is one short loop, encoded once per rung at that rung's size and
 * repeated by stream copy to the asset's length: a loop is exactly one HLS segment (one GOP,
 * keyframe first), so every segment of the long rendition starts on a keyframe. No running
 * clock (it would jump back at every loop); a square crossing the frame shows the loop instead.
 */
export const SEED_LOOP_SECONDS = SEGMENT_SECONDS;
export const SEED_FRAME_RATE = 24;
/** Bump when the loop's picture changes: every cached loop and seed ladder is made again. */
export const SEED_LOOP_VERSION = 2;

export type SeedKind = 'content' | 'trailer';

export interface SeedLoopSpec {
  movieTitle: string;
  kind: SeedKind;
}

const FONT = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff');

/** drawtext's own escaping: the text sits inside '...' inside a filter graph. */
export function drawtextText(text: string): string {
  return text.replace(/\\/g, '\\\\\\\\').replace(/'/g, '\u2019').replace(/:/g, '\\:').replace(/%/g, '\\%');
}

/** A colour of the title's own, dark enough for white text. */
export function titleColour(title: string): string {
  const hue = parseInt(createHash('md5').update(title).digest('hex').slice(0, 6), 16) & 0x3f3f7f;
  return `0x${hue.toString(16).padStart(6, '0')}`;
}

/** The folder of a title's loops (one file per rung), keyed by everything that shapes them. */
export function loopFolder(cacheDir: string, spec: SeedLoopSpec): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: SEED_LOOP_VERSION, title: spec.movieTitle, kind: spec.kind }))
    .digest('hex')
    .slice(0, 12);
  const slug = spec.movieTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return path.join(cacheDir, 'seed-loops', `${slug || 'title'}-${spec.kind}-${hash}`);
}

const KIND_LINE: Record<SeedKind, string> = {
  content: 'Film',
  trailer: 'Trailer',
};

/** ffmpeg arguments of one rung's loop: H.264 Main at the rung's size and level, one closed GOP. */
export function seedLoopArgs(spec: SeedLoopSpec, rung: PlannedRendition, output: string): string[] {
  const { width, height } = rung;
  const d = String(SEED_LOOP_SECONDS);
  const font = FONT.replace(/\\/g, '/').replace(/:/g, '\\:');
  const titleSize = Math.round(height / 10);
  const small = Math.round(height / 22);
  const square = Math.max(4, Math.round(height / 20));
  const note = `${KIND_LINE[spec.kind]} · premieres sample picture, repeats every ${d} s`;
  const frames = SEED_LOOP_SECONDS * SEED_FRAME_RATE;
  // The card (colour and text) is drawn once and repeated; only the square moves over it.
  const graph = [
    '[0:v]trim=end_frame=1',
    `drawtext=fontfile='${font}':text='${drawtextText(spec.movieTitle)}':fontsize=${titleSize}:fontcolor=white:x=(w-tw)/2:y=(h-th)/2`,
    `drawtext=fontfile='${font}':text='${drawtextText(note)}':fontsize=${small}:fontcolor=white@0.7:x=(w-tw)/2:y=h*0.62`,
    `loop=loop=${frames - 1}:size=1:start=0,setpts=N/${SEED_FRAME_RATE}/TB[card]`,
  ].join(',');
  const moving = `[card][1:v]overlay=x='(W-w)*t/${d}':y=H-h*3[v]`;
  const gop = String(frames);
  return [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${titleColour(spec.movieTitle)}:s=${width}x${height}:r=${SEED_FRAME_RATE}:d=1`,
    '-f',
    'lavfi',
    '-i',
    `color=c=white:s=${square}x${square}:r=${SEED_FRAME_RATE}:d=${d}`,
    '-filter_complex',
    `${graph};${moving}`,
    '-map',
    '[v]',
    '-an',
    ...rungVideoArgs(rung, 'veryfast', gop),
    // One thread: as fast for a short static picture, and two jobs at once leave the API a core.
    '-threads',
    '1',
    // One GOP, no B-frames: the copies join end to start with monotonic timestamps.
    '-bf',
    '0',
    '-movflags',
    '+faststart',
    output,
  ];
}

/** A rung's loop file, encoded once into the cache. */
export async function ensureSeedLoop(
  cacheDir: string,
  spec: SeedLoopSpec,
  rung: PlannedRendition,
  options: { nice: number; signal?: AbortSignal },
): Promise<string> {
  const file = path.join(loopFolder(cacheDir, spec), `${rung.id}.mp4`);
  await onceInFolder(file, (partial) =>
    runFfmpeg(seedLoopArgs(spec, rung, partial), { nice: options.nice, signal: options.signal }),
  );
  return file;
}
