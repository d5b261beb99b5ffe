import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type AudioRendition, type Ladder, MEDIA_LANGUAGES } from '@premieres/contracts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { describeLadder, POSTER_FILE } from '../ladder/describe-ladder';
import { hlsOutput, posterArgs } from '../ladder/hls-args';
import { type PlannedRendition, planLadder } from '../ladder/ladder-plan';
import { onceInFolder } from './cache-file';
import { ensureSeedLoop, SEED_FRAME_RATE, SEED_LOOP_VERSION, type SeedKind } from './seed-loop';
import { ensureTone, SEED_AUDIO_KBPS, SEED_TONES } from './seed-tones';

/** A seeded asset's media: the title's picture, at most `height` lines, `seconds` long. */
export interface SeedLadderSpec {
  movieTitle: string;
  kind: SeedKind;
  seconds: number;
  height: number;
}

export interface SeedLadderOptions {
  nice: number;
  signal?: AbortSignal;
  onPercent?: (percent: number) => void;
}

/** The rungs of a seeded asset: those of a 16:9 source of its height (240p and up). */
export function seedRungs(height: number): PlannedRendition[] {
  return planLadder({ width: Math.round((height * 16) / 9 / 2) * 2, height });
}

export function seedLadderFolder(cacheDir: string, spec: SeedLadderSpec): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: SEED_LOOP_VERSION, ...spec, tones: SEED_TONES, kbps: SEED_AUDIO_KBPS }))
    .digest('hex')
    .slice(0, 12);
  const slug = spec.movieTitle
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return path.join(
    cacheDir,
    'seed-ladders',
    `${slug || 'title'}-${spec.kind}-${spec.height}p-${spec.seconds}s-${hash}`,
  );
}

/** The loop repeated to `seconds` by stream copy, cut into the HLS rendition's segments. */
export function loopCopyArgs(loop: string, seconds: number, outDir: string, dir: string): string[] {
  return [
    '-hide_banner',
    '-y',
    '-stream_loop',
    '-1',
    '-i',
    loop,
    '-t',
    String(seconds),
    '-map',
    '0:v:0',
    '-c',
    'copy',
    ...hlsOutput(outDir, dir),
  ];
}

/**
 * Writes a seeded asset's ladder into `outDir`: each rung's loop copied to length, the shared
 * tone tracks, a poster and the measured description, the same shape a transcode makes.
 */
async function writeSeedLadder(
  cacheDir: string,
  spec: SeedLadderSpec,
  outDir: string,
  options: SeedLadderOptions,
): Promise<Ladder> {
  const run = { nice: options.nice, signal: options.signal };
  const rungs = seedRungs(spec.height);
  const steps = rungs.length * 2 + SEED_TONES.length + 1;
  let done = 0;
  const step = () => options.onPercent?.(Math.min(98, Math.round((++done / steps) * 100)));
  let top = '';
  for (const rung of rungs) {
    top = await ensureSeedLoop(cacheDir, spec, rung, run);
    step();
    await mkdir(path.join(outDir, `v${rung.height}`), { recursive: true });
    await runFfmpeg(loopCopyArgs(top, spec.seconds, outDir, `v${rung.height}`), run);
    step();
  }
  const audio: { dir: string; rendition: AudioRendition }[] = [];
  for (const [i, tone] of SEED_TONES.entries()) {
    const dir = `audio-${tone.language}`;
    await cp(await ensureTone(cacheDir, spec.seconds, tone, run), path.join(outDir, dir), {
      recursive: true,
    });
    audio.push({
      dir,
      rendition: {
        language: tone.language,
        name: MEDIA_LANGUAGES[tone.language].name,
        default: i === 0,
        channels: 2,
        uri: `${dir}/index.m3u8`,
      },
    });
    step();
  }
  await runFfmpeg(posterArgs(top, path.join(outDir, POSTER_FILE), 1), run);
  step();
  return describeLadder({
    outDir,
    video: rungs,
    audio,
    frameRate: SEED_FRAME_RATE,
    durationSeconds: spec.seconds,
    nice: options.nice,
  });
}

/** A seeded asset's ladder folder and description, made once into the media cache. */
export async function ensureSeedLadder(
  cacheDir: string,
  spec: SeedLadderSpec,
  options: SeedLadderOptions,
): Promise<{ folder: string; ladder: Ladder }> {
  const folder = seedLadderFolder(cacheDir, spec);
  await onceInFolder(folder, async (partial) => {
    await mkdir(partial, { recursive: true });
    const ladder = await writeSeedLadder(cacheDir, spec, partial, options);
    await writeFile(path.join(partial, 'ladder.json'), JSON.stringify(ladder));
  });
  const ladder = JSON.parse(await readFile(path.join(folder, 'ladder.json'), 'utf8')) as Ladder;
  return { folder, ladder };
}
