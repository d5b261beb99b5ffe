import mongoose, { type Connection } from 'mongoose';

/** A dedicated mongoose connection for one app; closed when the app closes. */
export async function openConnection(uri: string): Promise<Connection> {
  const db = mongoose.createConnection(uri, { serverSelectionTimeoutMS: 10_000, autoIndex: true });
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
