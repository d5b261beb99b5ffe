import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../../src/config';
import type { Clock } from '../../src/core/clock';
import { startTestApp, startTestDb, type TestDb } from '../helpers';

export interface TestAppOptions {
  /**
   * Overrides on top of the test defaults (startTestApp's); a function is read when the app is
   * built (for settings made by an earlier beforeAll, such as a temporary folder).
   */
  config?: Partial<ApiConfig> | (() => Partial<ApiConfig>);
  /** The server's clock (a manual one for time rules); the system clock otherwise. */
  clock?: Clock;
}

export interface TestApp {
  /** Built, ready and connected before the file's own beforeAll runs. */
  readonly app: FastifyInstance;
  /** The file's own database on the embedded engine (db.uri for a second app on it). */
  readonly db: TestDb;
}

/**
 * The API test harness: one app per test file on a database of its own, started before the
 * file's tests and closed after them. Hooks run in the order declared: call it before the
 * beforeAll that uses the app (after one whose settings its config reads).
 * Sign users in with helpers.ts (signUp, signIn, createViewerProfile, selectViewerProfile).
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const state = {} as { app: FastifyInstance; db: TestDb };
  beforeAll(async () => {
    state.db = await startTestDb();
    const config = typeof options.config === 'function' ? options.config() : options.config;
    state.app = await startTestApp(state.db.uri, config, options.clock);
    // A ceiling against hangs: starting an app on a loaded 2-core machine can take a while.
  }, 120_000);
  afterAll(async () => {
    await state.app?.close();
    await state.db?.stop();
  });
  return state;
}
