import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { DATA_STEPS } from '../src/startup/data-steps';
import { READY_STEPS } from '../src/startup/ready-steps';
import { databaseConnected, startTestDb, type TestDb } from './helpers';

/**
 * Start-up data work runs after route registration, as the app factory's steps: the data steps
 * while the app is built (the catalogue seeded before the search index is built from it), the
 * ready steps when it is made ready, each logged once in its defined order.
 */
let db: TestDb;
beforeAll(async () => {
  db = await startTestDb();
});
afterAll(async () => {
  await db?.stop();
});

interface StepLine {
  msg: string;
  phase: string;
  step: string;
  ms: number;
}

it('runs the data steps while building and the ready steps when ready, in order, logged', async () => {
  const lines: StepLine[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      const line = JSON.parse(String(chunk)) as StepLine;
      if (line.msg === 'startup step done') lines.push(line);
      done();
    },
  });
  const app = await buildApp({ mongoUri: db.uri, logger: { level: 'info', stream } });
  try {
    expect(lines.map((l) => `${l.phase}:${l.step}`)).toEqual(DATA_STEPS.map((s) => `data:${s.name}`));
    await app.ready();
    expect(lines.map((l) => `${l.phase}:${l.step}`)).toEqual([
      ...DATA_STEPS.map((s) => `data:${s.name}`),
      ...READY_STEPS.map((s) => `ready:${s.name}`),
    ]);
    expect(lines.every((l) => Number.isInteger(l.ms) && l.ms >= 0)).toBe(true);
    // The search index was built from the seeded catalogue (the seed ran first).
    await databaseConnected(app);
    const found = await app.inject({ url: '/api/search?q=antariksh' });
    expect(found.json().total).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
});
