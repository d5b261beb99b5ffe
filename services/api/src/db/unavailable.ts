// The database being away is an expected condition (a failover, a restart): requests answer
// 503 DB_UNAVAILABLE with Retry-After, never a 500 and never a wait longer than the timeout.
import { messageText } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import type { Connection } from 'mongoose';
import { AppError } from '../core/errors';

export const DB_UNAVAILABLE = 'DB_UNAVAILABLE';
export const DB_RETRY_AFTER_SECONDS = 5;

// The driver's errors that mean "no server to talk to", not "the command was wrong".
const UNREACHABLE =
  /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|PoolCleared|NotConnected|TopologyClosed|ServerClosed)Error$/;

// A socket the database closed can also surface unwrapped: writing a command to it right after
// the server died gives Node's own EPIPE (seen after a kill -9 of the engine under load).
const SOCKET_GONE = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);

/** True when `error` (or an error it wraps) says the database could not be reached. */
export function isDatabaseUnreachable(error: unknown): boolean {
  type Failure = { name?: unknown; code?: unknown; cause?: unknown };
  for (let e = error as Failure | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.name === 'string' && UNREACHABLE.test(e.name)) return true;
    if (typeof e.code === 'string' && SOCKET_GONE.has(e.code)) return true;
    e = e.cause as Failure | undefined;
  }
  return false;
}

export function databaseUnavailable(): AppError {
  const error = new AppError(
    503,
    messageText('api.databaseUnavailable'),
    undefined,
    { 'retry-after': String(DB_RETRY_AFTER_SECONDS) },
    DB_UNAVAILABLE,
  );
  error.messageId = 'api.databaseUnavailable';
  return error;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without the database (probes report its state themselves). */
    withoutDatabase?: boolean;
  }
}

/**
 * onRequest hook: once mongoose has seen the database go (readyState 0) requests fail at once
 * instead of each waiting out the server selection timeout. The driver's heartbeat brings the
 * state back when the database returns.
 */
export function databaseGate(db: Connection) {
  return async (request: FastifyRequest): Promise<void> => {
    if (request.routeOptions.config?.withoutDatabase) return;
    if (db.readyState === 0) throw databaseUnavailable();
  };
}
