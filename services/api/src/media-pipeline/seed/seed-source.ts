import { createHash } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_LANGUAGES } from '@premieres/contracts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { drawtextText } from './seed-loop';
import { SEED_TONES } from './seed-tones';

/*
 * A full-length generated source with a running clock: what the real transcoder is measured on
 * (bench media-ladder). The seed itself no longer transcodes these: see seed-ladder.ts.
 */

/** Bump when the generator's picture or sound changes: every cached source is made again. */
export const GENERATOR_VERSION = 1;

export interface GeneratedSpec {
  movieTitle: string;
  seconds: number;
  height: number;
}

const FONT = require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff');

/** The cache folder of a generated source: its title, and a hash of everything that shapes it. */
export function generatedKey(spec: GeneratedSpec): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: GENERATOR_VERSION, ...spec, tones: SEED_TONES }))
    .digest('hex')
    .slice(0, 12);
  const slug = spec.movieTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'title'}-${spec.height}p-${spec.seconds}s-${hash}`;
}

function generatorArgs(spec: GeneratedSpec, output: string): string[] {
  const height = spec.height;
  const width = Math.round((height * 16) / 9 / 2) * 2;
  const d = String(spec.seconds);
  const font = FONT.replace(/\\/g, '/').replace(/:/g, '\\:');
  const hue = parseInt(createHash('md5').update(spec.movieTitle).digest('hex').slice(0, 6), 16) & 0x3f3f7f;
  const background = `0x${hue.toString(16).padStart(6, '0')}`;
  const titleSize = Math.round(height / 10);
  const small = Math.round(height / 22);
  const graph = [
    `[0:v][1:v]overlay=x=W-w-${small}:y=${small}`,
    `drawtext=fontfile='${font}':text='${drawtextText(spec.movieTitle)}':fontsize=${titleSize}:fontcolor=white:x=(w-tw)/2:y=(h-th)/2`,
    `drawtext=fontfile='${font}':text='premieres sample · audio en 440 Hz / hi 660 Hz':fontsize=${small}:fontcolor=white@0.7:x=(w-tw)/2:y=h*0.62`,
    `drawtext=fontfile='${font}':text='%{pts\\:hms}':fontsize=${small}:fontcolor=white:x=${small}:y=h-${small * 2}[v]`,
  ].join(',');
  const args = [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${background}:s=${width}x${height}:r=24:d=${d}`,
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${Math.round(width / 8) * 2}x${Math.round(height / 8) * 2}:r=24:d=${d}`,
  ];
  for (const tone of SEED_TONES) args.push('-f', 'lavfi', '-i', `sine=f=${tone.hz}:d=${d}:sample_rate=48000`);
  args.push('-filter_complex', graph, '-map', '[v]');
  SEED_TONES.forEach((tone, i) => {
    args.push('-map', `${i + 2}:a`, `-metadata:s:a:${i}`, `language=${MEDIA_LANGUAGES[tone.language].iso3}`);
  });
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
  );
  args.push('-movflags', '+faststart', output);
  return args;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The generated source of a seeded title, made once into `<cacheDir>/<key>/source.mp4` (written
 * beside and renamed, so an interrupted run never leaves a half file that looks done).
 */
export async function ensureGeneratedSource(
  cacheDir: string,
  spec: GeneratedSpec,
  options: { nice: number; signal?: AbortSignal },
): Promise<string> {
  const folder = path.join(cacheDir, generatedKey(spec));
  const file = path.join(folder, 'source.mp4');
  if (await exists(file)) return file;
  await mkdir(folder, { recursive: true });
  const partial = path.join(folder, `source.${process.pid}.partial.mp4`);
  try {
    await runFfmpeg(generatorArgs(spec, partial), { nice: options.nice, signal: options.signal });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}
