import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

const inFlight = new Map<string, Promise<void>>();
let counter = 0;

async function exists(target: string): Promise<boolean> {
  return access(target).then(
    () => true,
    () => false,
  );
}

/** `a/b/name.ext` → `a/b/name.partial-<pid>-<n>.ext`: same extension, so ffmpeg picks the same format. */
function partialName(target: string): string {
  const ext = path.extname(target);
  return `${target.slice(0, target.length - ext.length)}.partial-${process.pid}-${++counter}${ext}`;
}

/**
 * Makes a cache entry (a file or a folder) once: `make` writes beside it and the result is
 * renamed into place, so an interrupted run never leaves a half entry that looks done. Jobs of
 * this process asking for the same entry share one making; another process making it at the
 * same time loses nothing (the first rename wins, the other's copy is dropped).
 */
export async function onceInFolder(
  target: string,
  make: (partial: string) => Promise<unknown>,
): Promise<void> {
  if (await exists(target)) return;
  const running = inFlight.get(target);
  if (running) return running;
  const making = (async () => {
    await mkdir(path.dirname(target), { recursive: true });
    const partial = partialName(target);
    try {
      await make(partial);
      try {
        await rename(partial, target);
      } catch (error) {
        // A folder made meanwhile by another process: keep theirs.
        if (!(await exists(target))) throw error;
      }
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
  })();
  inFlight.set(target, making);
  try {
    await making;
  } finally {
    inFlight.delete(target);
  }
}
