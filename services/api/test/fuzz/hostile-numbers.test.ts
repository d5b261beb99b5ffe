import { bearer, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, signIn } from '../helpers';
import { useTestApp } from '../support/test-app';

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

const api = useTestApp();
let admin: Record<string, string>;

beforeAll(async () => {
  admin = bearer((await signIn(api.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)).accessToken);
});

describe.each(LIST_ROUTES)('%s paging', (route) => {
  it.each(HOSTILE.flatMap((value) => [`page=${value}`, `limit=${value}`, `page=1&page=${value || '2'}`]))(
    '?%s is a 400 with the validation code',
    async (query) => {
      const res = await api.app.inject({ method: 'GET', url: `${route}?${query}`, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
    },
  );

  it('still answers plain numbers', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${route}?page=1&limit=5`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, limit: 5 });
  });
});
