// The gateway as `npm start` runs it (building what is missing), in its own process, for the
// browser benches: shell, remotes and the API on one port, in-memory database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './processes';

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
