import type { FastifyInstance } from 'fastify';
import {
  bearer,
  DEV_MODERATOR,
  type Session,
  signIn,
  signUp,
  startTestApp,
  startTestDb,
  type TestDb,
} from '../helpers';

/** Play milestones from members become plays per title and a completion rate for staff. */
let db: TestDb;
let app: FastifyInstance;
let member: Session;
let staff: Record<string, string>;

beforeAll(async () => {
  db = await startTestDb();
  app = await startTestApp(db.uri);
  member = await signUp(app);
  staff = bearer((await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)).accessToken);
});
afterAll(async () => {
  await app?.close();
  await db?.stop();
});

const report = (movieId: string, milestone: string) =>
  app.inject({
    method: 'POST',
    url: `/api/playback/${movieId}/events`,
    headers: bearer(member.accessToken),
    payload: { milestone },
  });

describe('play events', () => {
  it('counts plays and completions per title', async () => {
    for (const milestone of ['start', '25', '50', '75', '100', 'start', '25']) {
      expect((await report('3', milestone)).statusCode).toBe(204);
    }
    expect((await report('5', 'start')).statusCode).toBe(204);
    const res = await app.inject({ method: 'GET', url: '/api/admin/analytics/plays', headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      { id: '3', title: 'Golmaal Junction', plays: 2, completions: 1, completionRate: 0.5 },
      { id: '5', title: 'Kadal Kaaval', plays: 1, completions: 0, completionRate: 0 },
    ]);
  });

  it('refuses an unknown milestone (400) and an unknown title (404)', async () => {
    expect((await report('3', '60')).statusCode).toBe(400);
    expect((await report('no-such-title', 'start')).statusCode).toBe(404);
  });
});
