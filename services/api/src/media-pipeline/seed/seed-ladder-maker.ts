import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Ladder } from '@premieres/contracts';
import { lowerSessionPriority, ownSessionSpawnOptions } from '../ffmpeg/background-priority';
import { ensureSeedLadder, type SeedLadderSpec } from './seed-ladder';
import type { MakerReply, MakerRequest } from './seed-ladder-messages';

export interface SeedLadderMaker {
  /** ensureSeedLadder, run in the maker process (in this one if that process cannot start). */
  make(
    cacheDir: string,
    spec: SeedLadderSpec,
    options: { signal?: AbortSignal; onPercent?: (percent: number) => void },
  ): Promise<{ folder: string; ladder: Ladder }>;
  /**
   * Stops every ffmpeg run of the backlog until `resume` (pages-first.ts). Nothing to stop when
   * ladders are made in this process: its niced runs include staff transcodes, which never pause.
   */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
  /** The maker process's id; null while none runs (or when ladders are made in this process). */
  readonly pid: number | null;
}

interface Pending {
  resolve(result: { folder: string; ladder: Ladder }): void;
  reject(error: Error): void;
  onPercent?: (percent: number) => void;
}

/** The maker's entry beside this file: `.ts` under tsx or jest (loaded with tsx), `.js` in dist. */
function entry(): { file: string; execArgv: string[] } {
  const ext = path.extname(__filename);
  const file = path.join(__dirname, `seed-ladder-process${ext}`);
  if (ext !== '.ts') return { file, execArgv: [] };
  return { file, execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href] };
}

/**
 * Makes seed ladders in a long-lived child process (seed-ladder-process.ts), so the backlog's
 * ffmpeg starts, file copies and probes cost the API's event loop one message each way. The
 * process starts on the first ladder, is unref'd while idle, and starts again if it dies.
 */
export function seedLadderMaker(nice: number): SeedLadderMaker {
  let child: ChildProcess | null = null;
  let inProcess = false;
  let paused = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function settleAll(error: Error) {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  }
  function idle() {
    if (pending.size > 0 || !child) return;
    child.unref();
    child.channel?.unref();
  }
  function start(): ChildProcess {
    const { file, execArgv } = entry();
    const started = fork(file, [], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      ...ownSessionSpawnOptions,
    });
    // In a niced session of its own, which its ffmpeg runs inherit (background-priority.ts).
    lowerSessionPriority(started, nice);
    started.on('message', (reply: MakerReply) => {
      if (reply.type === 'ready') return;
      const job = pending.get(reply.id);
      if (!job) return;
      if (reply.type === 'percent') return job.onPercent?.(reply.percent);
      pending.delete(reply.id);
      if (reply.type === 'done') job.resolve({ folder: reply.folder, ladder: reply.ladder });
      else job.reject(new Error(reply.message));
      idle();
    });
    started.on('error', (error) => {
      if (child === started) child = null;
      settleAll(error);
    });
    started.on('exit', (code, signal) => {
      if (child === started) child = null;
      settleAll(new Error(`The seed ladder maker stopped (${signal ?? code})`));
    });
    return started;
  }

  return {
    get pid() {
      return child?.pid ?? null;
    },
    async make(cacheDir, spec, options) {
      if (inProcess) return ensureSeedLadder(cacheDir, spec, { nice, ...options });
      if (!child) {
        try {
          child = start();
          if (paused) child.send({ type: 'pause' } satisfies MakerRequest);
        } catch {
          // No process to start (no tsx beside a source checkout): make it here.
          inProcess = true;
          return ensureSeedLadder(cacheDir, spec, { nice, ...options });
        }
      }
      const maker = child;
      maker.ref();
      maker.channel?.ref();
      const id = ++nextId;
      options.signal?.throwIfAborted();
      const made = new Promise<{ folder: string; ladder: Ladder }>((resolve, reject) => {
        pending.set(id, { resolve, reject, onPercent: options.onPercent });
      });
      const abort = () => maker.send({ type: 'abort', id } satisfies MakerRequest);
      options.signal?.addEventListener('abort', abort, { once: true });
      maker.send({ type: 'make', id, cacheDir, spec, nice } satisfies MakerRequest);
      try {
        return await made;
      } finally {
        options.signal?.removeEventListener('abort', abort);
      }
    },
    pause() {
      paused = true;
      if (child?.connected) child.send({ type: 'pause' } satisfies MakerRequest);
    },
    resume() {
      paused = false;
      if (child?.connected) child.send({ type: 'resume' } satisfies MakerRequest);
    },
    async close() {
      const maker = child;
      child = null;
      settleAll(new Error('The seed ladder maker was closed'));
      if (!maker || maker.exitCode !== null || maker.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => maker.once('exit', () => resolve()));
      maker.kill('SIGTERM');
      await exited;
    },
  };
}
