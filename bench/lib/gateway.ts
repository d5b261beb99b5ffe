// The gateway as `npm start` runs it (building what is missing), in its own process, for the
// browser benches: shell, remotes and the API on one port, in-memory database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort, ROOT } from './processes';

const GATEWAY_MAIN = path.join(ROOT, 'services/gateway/src/main.ts');

export async function startGateway(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), GATEWAY_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GATEWAY_DB: 'memory',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`gateway exited (${code})`)));
    lines.on('line', (line) => {
      if (line.startsWith('[build]') || line.startsWith('[prerender]')) console.log(`  ${line}`);
      if (line.includes('[gateway] premieres on')) resolve();
    });
  });
  return child;
}

/**
 * The gateway a bench runs against: its own on a free port (or --port), or, with BENCH_BASE_URL,
 * one already running (started with the same seed settings), which it leaves running.
 */
export async function benchGateway(
  port: number | undefined,
  env: Record<string, string>,
): Promise<{ base: string; pid: number | null; stop(): Promise<void> }> {
  const running = process.env.BENCH_BASE_URL;
  if (running) return { base: running.replace(/\/$/, ''), pid: null, stop: async () => undefined };
  const chosen = port || (await freePort());
  console.log(
    `starting the gateway on ${chosen} (${Object.entries(env)
      .map(([k, v]) => `${k}=${/SECRET|TOKEN|PASSWORD/.test(k) ? '…' : v}`)
      .join(' ')})…`,
  );
  const child = await startGateway(chosen, env);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${chosen}`,
    pid: child.pid ?? null,
    // Resolves once it has exited (a bench may start another after it).
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
