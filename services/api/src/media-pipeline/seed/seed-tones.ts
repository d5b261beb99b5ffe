import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MediaLanguage } from '@premieres/contracts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { hlsOutput } from '../ladder/hls-args';
import { onceInFolder } from './cache-file';
import { SEED_LOOP_VERSION } from './seed-loop';

// English and Hindi tracks are tones of different pitch, so a listener hears the switch.
export const SEED_TONES: readonly { language: MediaLanguage; hz: number }[] = [
  { language: 'en', hz: 440 },
  { language: 'hi', hz: 660 },
];
/** A pure tone needs little: the seed's media stays small to store. */
export const SEED_AUDIO_KBPS = 32;

/** The HLS audio rendition of one tone at one length: the same for every title, made once. */
export function toneFolder(cacheDir: string, seconds: number, tone: (typeof SEED_TONES)[number]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify({ v: SEED_LOOP_VERSION, seconds, ...tone, kbps: SEED_AUDIO_KBPS }))
    .digest('hex')
    .slice(0, 8);
  return path.join(cacheDir, 'seed-tones', `${tone.language}-${tone.hz}hz-${seconds}s-${hash}`);
}

export function toneArgs(seconds: number, hz: number, folder: string): string[] {
  return [
    '-hide_banner',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `sine=f=${hz}:d=${seconds}:sample_rate=48000`,
    '-c:a',
    'aac',
    '-b:a',
    `${SEED_AUDIO_KBPS}k`,
    '-ac',
    '2',
    '-ar',
    '48000',
    ...hlsOutput(path.dirname(folder), path.basename(folder)),
  ];
}

/** The tone's HLS folder (index.m3u8 and segments), encoded once into the cache. */
export async function ensureTone(
  cacheDir: string,
  seconds: number,
  tone: (typeof SEED_TONES)[number],
  options: { nice: number; signal?: AbortSignal },
): Promise<string> {
  const folder = toneFolder(cacheDir, seconds, tone);
  await onceInFolder(folder, async (partial) => {
    await mkdir(partial, { recursive: true });
    await runFfmpeg(toneArgs(seconds, tone.hz, partial), { nice: options.nice, signal: options.signal });
  });
  return folder;
}
