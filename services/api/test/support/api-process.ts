import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

export const API_DIR = resolve(__dirname, '../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Every JSON log line so far. */
  logs: Record<string, unknown>[];
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  exited: Promise<number | null>;
}

/**
 * Compiles the API into a folder of this test file's own (jest runs suites in parallel, and two
 * builds into one dist/ would hand a running server half-written files). Returns the folder.
 */
export function buildApiFor(suite: string): string {
  // Beside dist/, at the same depth: compiled code finds assets/ relative to itself.
  const dist = join(API_DIR, `dist-test-${suite}-${process.pid}`);
  execFileSync(process.execPath, ['scripts/build.mjs', dist], { cwd: API_DIR, stdio: 'pipe' });
  return dist;
}

export function removeBuild(dist: string | undefined): void {
  if (dist) rmSync(dist, { recursive: true, force: true });
}

/** Runs a compiled API (`node <dist>/server.js`) and resolves once it listens. */
export async function startApiProcess(env: Record<string, string>, dist: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(dist, 'server.js')], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_FORMAT: 'json', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (String(entry.msg).startsWith('Server listening')) ready();
        } catch {
          // not a log line
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    void exited.then((code) => fail(new Error(`API exited (${code}) before listening: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    logs,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
