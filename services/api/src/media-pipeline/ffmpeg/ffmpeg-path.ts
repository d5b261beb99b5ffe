import { accessSync, constants } from 'node:fs';

/**
 * The one place that decides which ffmpeg runs: `FFMPEG_PATH` when set (an operator's own
 * build), else the binary that the npm package @ffmpeg-installer/ffmpeg installed for this
 * platform. Nothing is downloaded at run time; a missing binary is a clear start-up error.
 */
export function ffmpegPath(env: Record<string, string | undefined> = process.env): string {
  const override = env.FFMPEG_PATH?.trim();
  if (override) return checked(override, 'FFMPEG_PATH');
  let installed: string;
  try {
    installed = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  } catch (error) {
    throw new Error(
      `ffmpeg: @ffmpeg-installer/ffmpeg has no binary for ${process.platform}-${process.arch} (${(error as Error).message}); set FFMPEG_PATH`,
    );
  }
  return checked(installed, '@ffmpeg-installer/ffmpeg');
}

function checked(file: string, origin: string): string {
  try {
    accessSync(file, constants.X_OK);
  } catch {
    throw new Error(`ffmpeg from ${origin} is not an executable file: ${file}`);
  }
  return file;
}
