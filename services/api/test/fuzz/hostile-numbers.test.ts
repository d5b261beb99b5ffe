import type { FastifyInstance } from 'fastify';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  signIn,
  startTestApp,
  startTestDb,
  type TestDb,
} from '../helpers';

/**
 * Numbers that break parsers, on the list routes an outside fuzz found answering 500 (or an
 * empty 200): each is a 400 with the validation code, never a 5xx.
 */
const LIST_ROUTES = [
  '/api/movies',
  '/api/users',
  '/api/admin/movies',
  '/api/admin/audit',
  '/api/admin/contact-messages',
];
const HOSTILE = [
  '10001',
  'Infinity',
  '-Infinity',
  '1e309',
  'NaN',
  '0x10',
  '%201',
  '',
  '9007199254740993',
  '1e3',
];

let db: TestDb;
let app: FastifyInstance;
let admin: Record<string, string>;

beforeAll(async () => {
  db = await startTestDb();
  app = await startTestApp(db.uri);
  admin = bearer((await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).accessToken);
});
afterAll(async () => {
  await app?.close();
  await db?.stop();
});

describe.each(LIST_ROUTES)('%s paging', (route) => {
  it.each(HOSTILE.flatMap((value) => [`page=${value}`, `limit=${value}`, `page=1&page=${value || '2'}`]))(
    '?%s is a 400 with the validation code',
    async (query) => {
      const res = await app.inject({ method: 'GET', url: `${route}?${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    },
  );

  it('still answers plain numbers', async () => {
    const res = await app.inject({ method: 'GET', url: `${route}?page=1&limit=5`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 5 });
  });
});
