// The production shape the load and fault benches run against, as separate processes: the
// compiled API (`node dist/server.js`, one or more replicas), the embedded engine with a data
// directory (so it can be killed and restarted like a database server), and optionally Redis.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type EngineProcess, spawnEngine } from '../../services/embedded-mongo/src/engine-process';
import { send } from './http';
import { freePort, ROOT } from './processes';

const API_DIR = path.join(ROOT, 'services/api');

export interface ApiReplica {
  url: string;
  child: ChildProcess;
  /** Error log lines (level ≥ 50) so far. */
  errors: string[];
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function buildApi(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, stdio: 'pipe' });
}

export async function startDatabase(): Promise<{ engine: EngineProcess; port: number; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'premieres-bench-db-'));
  const port = await freePort();
  return { engine: await spawnEngine(port, dataDir), port, dataDir };
}

function isErrorLogLine(line: string): boolean {
  try {
    return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
  } catch {
    return false; // the start-up notes (database choice) are plain text
  }
}

async function untilReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}) while starting`);
    if ((await send(url, 'GET', '/api/ready', { timeoutMs: 2000 })).status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** One API replica on a free port; resolves once /api/ready answers 200. */
export async function startApi(env: Record<string, string>): Promise<ApiReplica> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_FORMAT: 'json',
      // Request logs at this rate would measure the logger; errors are what the benches look for.
      LOG_LEVEL: 'error',
      // Sign-ups of the virtual users; the per-minute auth limit is not what is measured.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const errors: string[] = [];
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (isErrorLogLine(line)) errors.push(line);
    });
  }
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  await untilReady(url, child);
  return {
    url,
    child,
    errors,
    kill: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** A throw-away redis-server (the API test support's), for replicas that share limits. */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const { startRedisServer } = await import('../../services/api/test/support/redis-server');
  return startRedisServer();
}
