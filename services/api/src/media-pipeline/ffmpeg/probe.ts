import { runFfmpeg } from './run-ffmpeg';

export interface ProbedAudio {
  /** Index among the file's audio streams (ffmpeg's 0:a:N). */
  index: number;
  /** The stream's language tag (eng, hin, ...), or null. */
  language: string | null;
  channels: number;
}

export interface ProbeResult {
  durationSeconds: number;
  /** Time of the first packet (ffmpeg's "start:"), seconds. */
  startSeconds: number;
  video: { width: number; height: number; frameRate: number } | null;
  audio: ProbedAudio[];
}

const LAYOUTS: Record<string, number> = {
  mono: 1,
  stereo: 2,
  '2.1': 3,
  quad: 4,
  '5.0': 5,
  '5.1': 6,
  '7.1': 8,
};

function channelCount(description: string): number {
  const layout = /, (mono|stereo|2\.1|quad|5\.0|5\.1|7\.1)(?:\(\w+\))?,/.exec(description);
  if (layout?.[1]) return LAYOUTS[layout[1]] ?? 2;
  const counted = /, (\d+) channels/.exec(description);
  return counted ? Number(counted[1]) : 2;
}

/**
 * What `ffmpeg -i` prints about a file (the npm package ships ffmpeg without ffprobe): the
 * duration, the first video stream's size and rate, every audio stream with its language.
 */
export function parseProbe(stderr: string): ProbeResult {
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const start = /start: (-?\d+(?:\.\d+)?)/.exec(stderr);
  let video: ProbeResult['video'] = null;
  const audio: ProbedAudio[] = [];
  for (const line of stderr.split('\n')) {
    const stream = /Stream #\d+:\d+(?:\[0x[0-9a-f]+\])?(?:\((\w+)\))?: (Video|Audio): (.*)$/.exec(
      line.trim(),
    );
    if (!stream) continue;
    const [, language, kind, rest = ''] = stream;
    if (kind === 'Video' && !video) {
      const size = /, (\d{2,5})x(\d{2,5})/.exec(rest);
      const fps = /([\d.]+) fps/.exec(rest) ?? /([\d.]+) tbr/.exec(rest);
      if (size)
        video = { width: Number(size[1]), height: Number(size[2]), frameRate: fps ? Number(fps[1]) : 25 };
    } else if (kind === 'Audio') {
      audio.push({
        index: audio.length,
        language: language && language !== 'und' ? language : null,
        channels: channelCount(rest),
      });
    }
  }
  const [, h = '0', m = '0', s = '0'] = duration ?? [];
  return {
    durationSeconds: Number(h) * 3600 + Number(m) * 60 + Number(s),
    startSeconds: start ? Number(start[1]) : 0,
    video,
    audio,
  };
}

/** Probes a media file; throws when ffmpeg cannot read it or it has no duration. */
export async function probeMedia(file: string, options: { nice?: number } = {}): Promise<ProbeResult> {
  // `ffmpeg -i file` alone exits 1 ("At least one output file must be specified"): expected.
  const { stderr } = await runFfmpeg(['-hide_banner', '-i', file], {
    allowFailure: true,
    nice: options.nice,
  });
  const result = parseProbe(stderr);
  if (!(result.durationSeconds > 0)) {
    const reason = stderr.trim().split('\n').pop() ?? 'unreadable';
    throw new Error(`ffmpeg cannot read the source: ${reason}`);
  }
  return result;
}
