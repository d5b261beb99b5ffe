import mongoose, { type Connection } from 'mongoose';
import { isDatabaseUnreachable } from './unavailable';

export interface ConnectionOptions {
  /** Server selection timeout: how long an operation waits for an unreachable database. */
  timeoutMs?: number;
  /** How long the first connect keeps trying (a database still starting beside the API). */
  startupMs?: number;
}

/**
 * A dedicated mongoose connection for one app; closed when the app closes. Commands are never
 * buffered: while the database is away an operation fails within `timeoutMs` (the app answers 503)
 * instead of queueing behind a reconnect, and a 1 s heartbeat notices its return quickly.
 */
export async function openConnection(uri: string, options: ConnectionOptions = {}): Promise<Connection> {
  const deadline = Date.now() + (options.startupMs ?? 10_000);
  for (;;) {
    const db = mongoose.createConnection(uri, {
      serverSelectionTimeoutMS: options.timeoutMs ?? 10_000,
      heartbeatFrequencyMS: 1000,
      bufferCommands: false,
      autoIndex: true,
    });
    try {
      await db.asPromise();
      return db;
    } catch (error) {
      await db.close().catch(() => undefined);
      // The request timeout is short (a 503 within a second): the start waits longer for the database.
      if (Date.now() >= deadline || !isDatabaseUnreachable(error)) throw error;
    }
  }
}

/**
 * The embedded engine runs inside the API's own process (development, tests): it cannot be away
 * while the API runs, but a long pause of the shared event loop (a collection, a seed write) can
 * outlast a sub-second selection timeout and turn into a spurious 503. It gets a longer wait.
 */
export const IN_PROCESS_DB_TIMEOUT_MS = 3000;

export function databaseTimeoutMs(configured: number, backend: string): number {
  return backend === 'embedded' ? Math.max(configured, IN_PROCESS_DB_TIMEOUT_MS) : configured;
}

const STATES: Record<number, string> = {
  0: 'disconnected',
  1: 'connected',
  2: 'connecting',
  3: 'disconnecting',
};

export function connectionState(db: Connection): string {
  return STATES[db.readyState] ?? 'unknown';
}
