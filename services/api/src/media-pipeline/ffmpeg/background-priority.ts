import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Linux with autogroup (the default on desktops and these machines) shares the CPU between
 * sessions first, and `nice` only orders the processes inside one session. An ffmpeg niced to 19
 * in the API's session still took half the cores from a browser in another session (a member's
 * desktop, Playwright's Chrome): +35 % LCP while the seed backlog ran. So a background ffmpeg
 * starts in a session of its own (`detached`), and that session's autogroup is niced as well.
 */
const AUTOGROUP_SWITCH = '/proc/sys/kernel/sched_autogroup_enabled';

function autogroupEnabled(): boolean {
  try {
    return readFileSync(AUTOGROUP_SWITCH, 'utf8').trim() === '1';
  } catch {
    return false; // Not Linux, or a kernel without autogroup: nice alone orders every process.
  }
}

const usesAutogroup = autogroupEnabled();
let warned = false;

/** Spawn options for a process that will be lowered with `lowerPriority`. */
export const backgroundSpawnOptions = { detached: usesAutogroup } as const;

const backgroundChildren = new Set<ChildProcess>();
let paused = false;

/** SIGTERM, then SIGCONT: a paused (stopped) process only acts on the signal once it runs again. */
function stop(child: ChildProcess): void {
  child.kill('SIGTERM');
  child.kill('SIGCONT');
}

// Detached children miss the terminal's Ctrl-C: they are stopped when this process exits (with
// SIGTERM, so the seed ladder maker stops its own ffmpeg runs before it goes).
process.once('exit', () => {
  for (const child of backgroundChildren) stop(child);
});

/** Stops (SIGSTOP) this process's background children, and those started until `resumeBackground`. */
export function pauseBackground(): void {
  paused = true;
  for (const child of backgroundChildren) child.kill('SIGSTOP');
}

export function resumeBackground(): void {
  paused = false;
  for (const child of backgroundChildren) child.kill('SIGCONT');
}

/**
 * Lowers a child spawned with `backgroundSpawnOptions` to `nice`, its session included, and
 * follows it: it pauses with `pauseBackground`, and a `signal` that stops it works while paused.
 */
export function lowerPriority(child: ChildProcess, nice: number, signal?: AbortSignal): void {
  const pid = child.pid;
  if (pid === undefined) return;
  const wake = () => child.kill('SIGCONT');
  backgroundChildren.add(child);
  signal?.addEventListener('abort', wake, { once: true });
  child.once('exit', () => {
    backgroundChildren.delete(child);
    signal?.removeEventListener('abort', wake);
  });
  if (paused) child.kill('SIGSTOP');
  try {
    setPriority(pid, nice);
    if (usesAutogroup) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch (error) {
    if (warned) return;
    warned = true;
    console.warn(
      `[media] could not lower ffmpeg's CPU priority (${(error as Error).message}): transcodes compete with pages`,
    );
  }
}
