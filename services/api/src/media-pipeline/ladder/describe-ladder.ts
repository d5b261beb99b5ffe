import path from 'node:path';
import type { AudioRendition, Ladder, VideoRendition } from '@premieres/contracts';
import { probeMedia } from '../ffmpeg/probe';
import type { PlannedRendition } from './ladder-plan';
import { measureRendition } from './measure';

export const AAC_CODEC = 'mp4a.40.2';
export const POSTER_FILE = 'poster.jpg';

export interface WrittenLadder {
  /** The folder holding v<height>/ and audio-<language>/ renditions and the poster. */
  outDir: string;
  video: PlannedRendition[];
  /** Each audio rendition with the folder it was written to. */
  audio: { dir: string; rendition: AudioRendition }[];
  frameRate: number;
  durationSeconds: number;
  /** Niceness of the probe of the first segment. */
  nice?: number;
}

/**
 * The ladder's description measured from what was written: each video rendition's peak and
 * average rate (its audio's added), codecs, and the first segment's start time. Subtitles are
 * added by the job.
 */
export async function describeLadder({
  outDir,
  video,
  audio,
  frameRate,
  durationSeconds,
  nice,
}: WrittenLadder): Promise<Ladder> {
  const audioRates = await Promise.all(audio.map((a) => measureRendition(path.join(outDir, a.dir))));
  const audioPeak = Math.max(0, ...audioRates.map((r) => r.peak));
  const audioAverage = Math.max(0, ...audioRates.map((r) => r.average));
  const renditions: VideoRendition[] = [];
  for (const rung of video) {
    const rate = await measureRendition(path.join(outDir, `v${rung.height}`));
    renditions.push({
      id: rung.id,
      width: rung.width,
      height: rung.height,
      bandwidth: rate.peak + audioPeak,
      averageBandwidth: rate.average + audioAverage,
      codecs: audio.length > 0 ? `${rung.videoCodec},${AAC_CODEC}` : rung.videoCodec,
      frameRate,
      uri: `v${rung.height}/index.m3u8`,
    });
  }
  const first = await probeMedia(path.join(outDir, `v${video[0]?.height}`, 's0000.ts'), { nice });
  return {
    durationSeconds,
    video: renditions,
    audio: audio.map((a) => a.rendition),
    subtitles: [],
    startPts: Math.round(first.startSeconds * 90000),
    poster: POSTER_FILE,
  };
}
