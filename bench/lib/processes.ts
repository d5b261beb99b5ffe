// Child processes for the benchmarks: each server under test runs in its own process, as it would
// in production, so the figures never include the load generator's own work.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '..', '..');
const ENGINE_BIN = path.join(ROOT, 'services/embedded-mongo/bin/embedded-mongo.cjs');

export interface Child {
  process: ChildProcess;
  /** What `accept` made of the line that said the child was ready. */
  ready: Record<string, unknown>;
  stop(): Promise<void>;
}

/** Stops the children one at a time, newest first: an API stops before the engine it uses. */
export async function stopAll(children: readonly Pick<Child, 'stop'>[]): Promise<void> {
  for (const child of [...children].reverse()) await child.stop();
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = once(child, 'exit').then(() => undefined);
  child.kill('SIGTERM');
  return exited;
}

/** Spawns a process and waits for the first stdout line that `accept` turns into a value. */
export async function spawnUntil(
  command: string,
  args: string[],
  accept: (line: string) => Record<string, unknown> | null,
  env: NodeJS.ProcessEnv = {},
): Promise<Child> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error('no stdout');
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`${path.basename(args[args.length - 1] ?? command)} exited (${code})`)),
    );
    lines.on('line', (line) => {
      const value = accept(line);
      if (value) resolve(value);
    });
  });
  return { process: child, ready, stop: () => stopChild(child) };
}

/** A child's JSON readiness line (`{"port": …}`), as the bench servers print it. */
export function jsonWithPort(line: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(line) as Record<string, unknown>;
    return typeof value.port === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** The embedded engine as its own process (as a database would be), in memory. */
export async function startEngine(dbName: string): Promise<Child & { uri: string }> {
  const port = await freePort();
  const child = await spawnUntil(process.execPath, [ENGINE_BIN, '--port', String(port)], (line) =>
    line.includes('listening') ? { port } : null,
  );
  return { ...child, uri: `mongodb://127.0.0.1:${port}/${dbName}` };
}
