import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type AudioRendition,
  type Ladder,
  MEDIA_LANGUAGE_CODES,
  MEDIA_LANGUAGES,
  type MediaLanguage,
  mediaLanguageOf,
} from '@premieres/contracts';
import { type ProbedAudio, probeMedia } from '../ffmpeg/probe';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg';
import { describeLadder, POSTER_FILE } from './describe-ladder';
import { hlsArgs, posterArgs } from './hls-args';
import { planLadder } from './ladder-plan';

export interface TranscodeOptions {
  source: string;
  outDir: string;
  preset: string;
  nice: number;
  onPercent?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Audio streams with the language each is labelled as: its own tag when it is one of ours, else
 * the first language not yet taken (an untagged single track becomes English). Two streams of
 * one language keep the first.
 */
export function labelAudio(streams: ProbedAudio[]): { stream: ProbedAudio; language: MediaLanguage }[] {
  const taken = new Set<MediaLanguage>();
  const labelled: { stream: ProbedAudio; language: MediaLanguage }[] = [];
  for (const stream of streams) {
    const tagged = mediaLanguageOf(stream.language);
    const language = tagged && !taken.has(tagged) ? tagged : MEDIA_LANGUAGE_CODES.find((c) => !taken.has(c));
    if (!language || (tagged && taken.has(tagged))) continue;
    taken.add(language);
    labelled.push({ stream, language });
  }
  return labelled;
}

/**
 * Transcodes a source file into `outDir`: the HLS ladder (one folder per rendition), a poster,
 * and the ladder's description measured from what was written. Subtitles are added by the job.
 */
export async function transcodeToHls(options: TranscodeOptions): Promise<Ladder> {
  const probe = await probeMedia(options.source, { nice: options.nice });
  if (!probe.video) throw new Error('The source has no video stream');
  const video = planLadder(probe.video);
  const audio = labelAudio(probe.audio).map(({ stream, language }, i) => ({
    index: stream.index,
    dir: `audio-${language}`,
    rendition: {
      language,
      name: MEDIA_LANGUAGES[language].name,
      default: i === 0,
      channels: 2,
      uri: `audio-${language}/index.m3u8`,
    } satisfies AudioRendition,
  }));
  for (const dir of [...video.map((v) => `v${v.height}`), ...audio.map((a) => a.dir)]) {
    await mkdir(path.join(options.outDir, dir), { recursive: true });
  }
  const frameRate = Math.min(probe.video.frameRate || 25, 60);
  await runFfmpeg(
    hlsArgs({
      input: options.source,
      outDir: options.outDir,
      video,
      audio,
      frameRate,
      preset: options.preset,
    }),
    {
      durationSeconds: probe.durationSeconds,
      onPercent: (p) => options.onPercent?.(Math.min(p, 98)),
      nice: options.nice,
      signal: options.signal,
    },
  );
  await runFfmpeg(
    posterArgs(options.source, path.join(options.outDir, POSTER_FILE), probe.durationSeconds / 10),
    { nice: options.nice, signal: options.signal },
  );

  options.onPercent?.(99);
  return describeLadder({
    outDir: options.outDir,
    video,
    audio,
    frameRate,
    durationSeconds: probe.durationSeconds,
    nice: options.nice,
  });
}
