import type { FastifyInstance } from 'fastify';
import { bearer, signUp, startTestApp, startTestDb, type TestDb } from '../helpers';

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

it('a new account reading My List and likes at once gets one main profile and both lists', async () => {
  const member = await signUp(app);
  const [list, likes, profiles] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/me/list', headers: bearer(member.accessToken) }),
    app.inject({ method: 'GET', url: '/api/me/likes', headers: bearer(member.accessToken) }),
    app.inject({ method: 'GET', url: '/api/viewer-profiles', headers: bearer(member.accessToken) }),
  ]);
  expect([list.statusCode, likes.statusCode, profiles.statusCode]).toEqual([200, 200, 200]);
  expect(profiles.json().items).toHaveLength(1);
});
