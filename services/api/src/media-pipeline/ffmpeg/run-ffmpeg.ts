import { spawn } from 'node:child_process';
import { lowerPriority } from './background-priority';
import { ffmpegPath } from './ffmpeg-path';
import { progressReader } from './progress';

export interface RunOptions {
  /** With `durationSeconds`, adds `-progress pipe:1` and reports percent. */
  onPercent?: (percent: number) => void;
  durationSeconds?: number;
  /** Exit codes other than 0 are returned, not thrown (probing). */
  allowFailure?: boolean;
  signal?: AbortSignal;
  /** Scheduling niceness (0..19): transcodes yield the CPU to the API on small machines. */
  nice?: number;
}

const STDERR_KEPT = 64 * 1024;

/** The last meaningful stderr lines: the reason a failed job shows. */
export function failureReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('frame=') && !l.startsWith('size='));
  return lines.slice(-3).join(' | ').slice(0, 500) || 'ffmpeg failed';
}

/** Runs ffmpeg; resolves with its exit code and the tail of stderr, rejects on failure with the reason. */
export function runFfmpeg(
  args: string[],
  options: RunOptions = {},
): Promise<{ code: number; stderr: string }> {
  const withProgress = options.onPercent !== undefined && options.durationSeconds !== undefined;
  const fullArgs = withProgress ? ['-nostats', '-progress', 'pipe:1', ...args] : args;
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), fullArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    if (options.nice) lowerPriority(child, options.nice, options.signal);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    if (withProgress && options.onPercent && options.durationSeconds) {
      child.stdout.setEncoding('utf8').on('data', progressReader(options.durationSeconds, options.onPercent));
    } else {
      child.stdout.resume();
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const exit = code ?? -1;
      if (exit === 0 || options.allowFailure) resolve({ code: exit, stderr });
      else reject(new Error(signal ? `ffmpeg was stopped (${signal})` : failureReason(stderr)));
    });
  });
}
