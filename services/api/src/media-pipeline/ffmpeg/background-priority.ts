import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Linux with autogroup (the default on desktops and these machines) shares the CPU between
 * sessions first, and `nice` only orders the processes inside one session. The seed backlog's
 * ffmpeg, niced in the API's session, still took half the cores from a browser in another session
 * (a member's desktop, Playwright's Chrome): +35 % LCP while it ran. So the seed ladder maker
 * starts in a session of its own (`ownSessionSpawnOptions`), whose autogroup is niced too, and its
 * ffmpeg runs inherit both. Staff transcodes stay in the API's session: someone waits for them.
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

function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(
    `[media] could not lower ffmpeg's CPU priority (${(error as Error).message}): transcodes compete with pages`,
  );
}

/** Spawn options for a child that `lowerSessionPriority` will lower, its session included. */
export const ownSessionSpawnOptions = { detached: usesAutogroup } as const;

// Children in a session of their own miss the terminal's Ctrl-C: they are stopped (SIGTERM, so
// the seed ladder maker stops its own ffmpeg runs first) when this process exits.
const ownSessionChildren = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of ownSessionChildren) child.kill('SIGTERM');
});

/** Lowers a child spawned with `ownSessionSpawnOptions` to `nice`, with its session's autogroup. */
export function lowerSessionPriority(child: ChildProcess, nice: number): void {
  const pid = child.pid;
  if (pid === undefined) return;
  if (usesAutogroup) {
    ownSessionChildren.add(child);
    child.once('exit', () => ownSessionChildren.delete(child));
  }
  try {
    setPriority(pid, nice);
    // Only for a child in its own session: the autogroup of a shared session is the API's.
    if (usesAutogroup) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
  } catch (error) {
    warnOnce(error);
  }
}

const pausable = new Set<ChildProcess>();
let paused = false;

/** Stops (SIGSTOP) this process's niced children, and those started until `resumeBackground`. */
export function pauseBackground(): void {
  paused = true;
  for (const child of pausable) child.kill('SIGSTOP');
}

export function resumeBackground(): void {
  paused = false;
  for (const child of pausable) child.kill('SIGCONT');
}

/**
 * Lowers a child to `nice` and follows it: it pauses with `pauseBackground` (the seed ladder
 * maker's runs, while pages load), and a `signal` that stops it works while it is paused.
 */
export function lowerPriority(child: ChildProcess, nice: number, signal?: AbortSignal): void {
  const pid = child.pid;
  if (pid === undefined) return;
  // SIGTERM from the spawn's signal first, then this: a stopped process acts on it once it runs.
  const wake = () => child.kill('SIGCONT');
  pausable.add(child);
  signal?.addEventListener('abort', wake, { once: true });
  child.once('exit', () => {
    pausable.delete(child);
    signal?.removeEventListener('abort', wake);
  });
  if (paused) child.kill('SIGSTOP');
  try {
    setPriority(pid, nice);
  } catch (error) {
    warnOnce(error);
  }
}
