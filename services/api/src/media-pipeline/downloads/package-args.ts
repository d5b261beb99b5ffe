import { SEGMENT_SECONDS } from '../ladder/hls-args';

/** The key info file ffmpeg's HLS muxer reads: the URI written into the playlist, the key file, the IV. */
export function keyInfo(keyUri: string, keyFile: string, ivHex: string): string {
  return `${keyUri}\n${keyFile}\n${ivHex}\n`;
}

/**
 * One ffmpeg run, no re-encoding: the rung's video playlist and one audio playlist muxed into one
 * MPEG-TS HLS stream whose segments are AES-128 encrypted. Timestamps are kept (-copyts) so the
 * ladder's first PTS still maps the WebVTT subtitles.
 */
export function packageArgs(input: {
  video: string;
  audio: string | null;
  keyInfoFile: string;
  outDir: string;
}) {
  const args = ['-hide_banner', '-y', '-copyts', '-i', input.video];
  if (input.audio) args.push('-copyts', '-i', input.audio);
  args.push('-map', '0:v:0');
  if (input.audio) args.push('-map', '1:a:0');
  args.push(
    '-c',
    'copy',
    // -copyts keeps the source's times; the MPEG-TS muxer would still add its own delay on top.
    '-muxdelay',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_key_info_file',
    input.keyInfoFile,
    '-hls_segment_filename',
    `${input.outDir}/s%04d.ts`,
    `${input.outDir}/index.m3u8`,
  );
  return args;
}
