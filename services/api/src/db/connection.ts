import mongoose, { type Connection } from 'mongoose';

export interface ConnectionOptions {
  /** Server selection timeout: how long an operation waits for an unreachable database. */
  timeoutMs?: number;
}

/**
 * A dedicated mongoose connection for one app; closed when the app closes. Commands are never
 * buffered: while the database is away an operation fails within `timeoutMs` (the app answers 503)
 * instead of queueing behind a reconnect, and a 1 s heartbeat notices its return quickly.
 */
export async function openConnection(uri: string, options: ConnectionOptions = {}): Promise<Connection> {
  const db = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: options.timeoutMs ?? 10_000,
    heartbeatFrequencyMS: 1000,
    bufferCommands: false,
    autoIndex: true,
  });
  await db.asPromise();
  return db;
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
