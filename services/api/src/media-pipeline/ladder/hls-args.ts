import type { PlannedRendition } from './ladder-plan';

export const SEGMENT_SECONDS = 6;
export const AUDIO_KBPS = 128;

export interface AudioOutput {
  /** Index among the source's audio streams. */
  index: number;
  /** Folder of the rendition (audio-en). */
  dir: string;
}

export interface HlsArgsInput {
  input: string;
  outDir: string;
  video: PlannedRendition[];
  audio: AudioOutput[];
  frameRate: number;
  /** x264 preset: veryfast by default; slower presets give smaller files for the same quality. */
  preset: string;
}

/** The HLS muxer's options of one rendition written to `<outDir>/<dir>/` (index.m3u8, s0000.ts ...). */
export function hlsOutput(outDir: string, dir: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    `${outDir}/${dir}/s%04d.ts`,
    `${outDir}/${dir}/index.m3u8`,
  ];
}

/**
 * One rung's H.264 settings (the ladder's and the seed loops'): Main profile at the rung's level,
 * capped CRF, and a keyframe every `gop` frames exactly, so renditions switch at segment starts.
 */
export function rungVideoArgs(rung: PlannedRendition, preset: string, gop: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-profile:v',
    'main',
    '-level',
    rung.level,
    '-pix_fmt',
    'yuv420p',
    '-crf',
    '23',
    '-maxrate',
    `${rung.maxKbps}k`,
    '-bufsize',
    `${rung.maxKbps * 2}k`,
    '-g',
    gop,
    '-keyint_min',
    gop,
    '-sc_threshold',
    '0',
  ];
}

/**
 * One ffmpeg run that decodes the source once and writes every rendition as its own HLS media
 * playlist: video-only renditions (capped CRF, a keyframe every 6 s in every rendition so
 * segments align and players can switch) and one AAC stereo rendition per audio language.
 */
export function hlsArgs({ input, outDir, video, audio, frameRate, preset }: HlsArgsInput): string[] {
  const gop = String(Math.max(1, Math.round(frameRate * SEGMENT_SECONDS)));
  const args = ['-hide_banner', '-y', '-i', input];
  for (const rung of video) {
    args.push(
      '-map',
      '0:v:0',
      '-an',
      '-sn',
      '-vf',
      `scale=${rung.width}:${rung.height}`,
      ...rungVideoArgs(rung, preset, gop),
      '-force_key_frames',
      `expr:gte(t,n_forced*${SEGMENT_SECONDS})`,
      ...hlsOutput(outDir, `v${rung.height}`),
    );
  }
  for (const track of audio) {
    args.push(
      '-map',
      `0:a:${track.index}`,
      '-vn',
      '-sn',
      '-c:a',
      'aac',
      '-b:a',
      `${AUDIO_KBPS}k`,
      '-ac',
      '2',
      '-ar',
      '48000',
      ...hlsOutput(outDir, track.dir),
    );
  }
  return args;
}

/** A poster frame (JPEG, 720 lines at most) from a tenth of the way in. */
export function posterArgs(input: string, output: string, atSeconds: number): string[] {
  return [
    '-hide_banner',
    '-y',
    '-ss',
    atSeconds.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-q:v',
    '3',
    output,
  ];
}
