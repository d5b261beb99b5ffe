// The engine as a process of its own, as a database server is: fault tests and benches kill it
// (SIGKILL, no clean shutdown) and start it again on the same port and data directory.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve(__dirname, '../bin/embedded-mongo.cjs');

export interface EngineProcess {
  port: number;
  /** mongodb://127.0.0.1:<port>/ (append a database name). */
  uri: string;
  child: ChildProcess;
  /** Sends the signal and resolves once the process is gone (and reaped: its lock is stale). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the engine on `port` (with `dbPath`: persistent) and resolves once it listens. */
export function spawnEngine(port: number, dbPath?: string): Promise<EngineProcess> {
  const args = [BIN, '--port', String(port), ...(dbPath ? ['--dbpath', dbPath] : [])];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on port')) {
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
        resolve({
          port,
          uri: `mongodb://127.0.0.1:${port}/`,
          child,
          kill: (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => reject(new Error(`embedded-mongo exited before listening: ${output}`)));
  });
}
