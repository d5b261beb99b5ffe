import type { FastifyInstance } from 'fastify';
import { startTestApp, startTestDb, type TestDb } from '../helpers';

let db: TestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await startTestDb();
  app = await startTestApp(db.uri);
});
afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const report = (payload: string, type = 'application/csp-report') =>
  app.inject({ method: 'POST', url: '/api/csp-reports', headers: { 'content-type': type }, payload });

describe('POST /api/csp-reports', () => {
  it('takes a browser report (204)', async () => {
    const body = {
      'csp-report': { 'document-uri': 'http://x/movies', 'blocked-uri': 'inline', 'line-number': 3 },
    };
    expect((await report(JSON.stringify(body))).statusCode).toBe(204);
  });

  it('refuses what is not a report with a clear 400', async () => {
    const notJson = await report('{nope');
    expect(notJson.statusCode).toBe(400);
    const wrongShape = await report(
      JSON.stringify({ 'csp-report': { 'document-uri': '/', 'blocked-uri': 'inline', 'line-number': 'x' } }),
    );
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const tooLong = await report(
      JSON.stringify({ 'csp-report': { 'document-uri': '/', 'blocked-uri': 'a'.repeat(5000) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await report(JSON.stringify({ 'csp-report': { $gt: '' } }))).statusCode).toBe(400);
  });
});
