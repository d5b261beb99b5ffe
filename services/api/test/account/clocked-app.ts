import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { manualClock } from '../../src/core/clock';
import { databaseConnected, startTestDb, type TestDb } from '../helpers';

/**
 * One app per test file on its own database, with a clock that moves only when told, so time
 * rules (the contact window, notification times) are tested without waiting.
 */
export function useClockedApp(start = new Date('2026-03-01T09:00:00.000Z')) {
  const clock = manualClock(start);
  const state: { app: FastifyInstance; db: TestDb } = {} as never;
  beforeAll(async () => {
    state.db = await startTestDb();
    state.app = await buildApp({
      mongoUri: state.db.uri,
      clock,
      config: { authRouteRateLimitPerMinute: 100_000 },
    });
    await state.app.ready();
    await databaseConnected(state.app);
  });
  afterAll(async () => {
    await state.app?.close();
    await state.db?.stop();
  });
  return { clock, state };
}
