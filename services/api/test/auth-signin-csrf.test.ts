import { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, withCsrf } from './helpers';
import { useTestApp } from './support/test-app';

/** Login CSRF: sign-in demands the double-submit token and refuses requests from another site. */

const REMOTE = 'http://remotes.premieres.test:3101';
const api = useTestApp({ config: { corsOrigins: [REMOTE] } });

const body = { email: DEV_ADMIN_EMAIL, password: DEV_ADMIN_PASSWORD };

function signin(headers: Record<string, string>, csrf = true) {
  const options = { method: 'POST' as const, url: '/api/auth/signin', payload: body, headers };
  return api.app.inject(csrf ? withCsrf(options) : options);
}

it('refuses a sign-in without the anti-forgery token', async () => {
  const res = await signin({}, false);
  expect(res.statusCode).toBe(403);
  expect(res.json().code).toBe('CSRF_INVALID');
  expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
});

it.each([
  ['a foreign Origin', { origin: 'https://evil.example' }],
  ['Origin null', { origin: 'null' }],
  ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  [
    'a foreign Origin that claims same-origin',
    { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
  ],
])('refuses %s with CROSS_SITE_REQUEST, even with a valid token pair', async (_name, headers) => {
  const res = await signin(headers);
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST', statusCode: 403 });
  expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
});

it.each([
  ['its own origin', { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }],
  ['a configured remote origin', { origin: REMOTE, 'sec-fetch-site': 'cross-site' }],
  ['a same-site request', { 'sec-fetch-site': 'same-site' }],
  ['no browser headers (a server-side client)', {}],
])('signs in from %s', async (_name, headers) => {
  const res = await signin(headers);
  expect(res.statusCode).toBe(200);
});

it('refresh refuses a foreign Origin too', async () => {
  const res = await api.app.inject(
    withCsrf({ method: 'POST', url: '/api/auth/refresh', headers: { origin: 'https://evil.example' } }),
  );
  expect(res.json().code).toBe('CROSS_SITE_REQUEST');
});
