import { loadConfig } from '../src/config';
import { ROUTE_NOT_FOUND, TOO_MANY_REQUESTS } from '../src/messages';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  signIn,
  signUp,
  startTestApp,
  uniqueEmail,
  withCsrf,
} from './helpers';
import { useTestApp } from './support/test-app';

const REMOTE = 'http://localhost:3001';
const api = useTestApp({ config: { corsOrigins: [REMOTE], dbBackend: 'embedded' } });

describe('health', () => {
  it('reports ok with the database state and backend', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: { state: 'connected', backend: 'embedded' } });
  });
});

describe('security headers and CORS', () => {
  it('sets helmet headers on API responses', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toEqual(expect.any(String));
    expect(res.headers['strict-transport-security']).toEqual(expect.any(String));
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('allows a configured origin with credentials, including on refusals', async () => {
    const ok = await api.app.inject({ method: 'GET', url: '/api/health', headers: { origin: REMOTE } });
    expect(ok.headers['access-control-allow-origin']).toBe(REMOTE);
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const refused = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: { origin: REMOTE } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(REMOTE);
  });

  it('answers a preflight for a configured origin only', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/signin',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const ok = await preflight(REMOTE);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(REMOTE);
    expect(String(ok.headers['access-control-allow-headers'])).toContain('x-csrf-token');
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS header to an unknown origin', async () => {
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('errors', () => {
  it('an unknown API path is a JSON 404', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: ROUTE_NOT_FOUND,
      messageId: 'api.routeNotFound',
    });
  });

  it('does not claim paths outside its prefixes', async () => {
    expect(api.app.hasRoute({ method: 'GET', url: '/' })).toBe(false);
    expect(api.app.hasRoute({ method: 'GET', url: '/*' })).toBe(false);
    expect(api.app.apiRoutes.every((r) => r.url.startsWith('/api') || r.url.startsWith('/media'))).toBe(true);
  });

  it('a wrong body type is a 4xx, not a 500', async () => {
    const text = await api.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    const res = await api.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/xml' },
        payload: '<signin/>',
      }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });
});

describe('OpenAPI', () => {
  it('serves the document with the auth and users routes, and the docs UI', async () => {
    const doc = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/auth/me', '/api/users/{id}/role']),
    );
    const ui = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('dev outbox', () => {
  it('exists in development and lists the newest mail first', async () => {
    const email = uniqueEmail('outbox');
    await api.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { fullName: 'Out Box', email, password: 'Sunrise2025x' },
    });
    const admin = await signIn(api.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    const res = await api.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({
      to: email,
      links: [expect.stringContaining('/auth/confirm?token=')],
    });
  });

  it('never hands its links to an anonymous caller or a member', async () => {
    const member = await signUp(api.app);
    const anonymous = await api.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('token=');
    const asMember = await api.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: bearer(member.accessToken),
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body).not.toContain('token=');
  });

  it('does not exist in production mode', async () => {
    // The simulated payment provider is refused in production unless explicitly allowed.
    const billing = { ...loadConfig({}).billing, allowSimulatedInProduction: true };
    const prod = await startTestApp(api.db.uri, { isProduction: true, env: 'production', billing });
    try {
      const res = await prod.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(prod.apiRoutes.some((r) => r.url.startsWith('/api/dev'))).toBe(false);
    } finally {
      await prod.close();
    }
  });
});

describe('general limit on e-mail-sending routes', () => {
  it('answers 429 in the API error shape once exceeded', async () => {
    const limited = await startTestApp(api.db.uri, { authRouteRateLimitPerMinute: 2 });
    try {
      const ask = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/password-reset',
          payload: { email: uniqueEmail() },
        });
      expect((await ask()).statusCode).toBe(202);
      expect((await ask()).statusCode).toBe(202);
      const res = await ask();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: TOO_MANY_REQUESTS,
        messageId: 'api.tooManyRequests',
      });
    } finally {
      await limited.close();
    }
  });
});
