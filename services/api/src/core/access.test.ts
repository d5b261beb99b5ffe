import cookie from '@fastify/cookie';
import { ACCESS_DENIED, CSRF_INVALID, generateCsrfToken } from '@premieres/contracts';
import Fastify from 'fastify';
import { accessGate, collectRoutes, declareAccessDuring } from './access';
import { installErrorHandler } from './error-handler';

async function bareApi() {
  const app = Fastify();
  const routes = collectRoutes(app);
  installErrorHandler(app);
  await app.register(cookie);
  app.addHook('onRequest', accessGate);
  return { app, routes };
}

describe('access declarations', () => {
  it('lists every route with its access level, HEAD included', async () => {
    const { app, routes } = await bareApi();
    app.get('/open', { config: { access: 'anon' } }, async () => ({ ok: true }));
    app.post('/staff', { config: { access: 'moderator' } }, async () => ({ ok: true }));
    await app.ready();
    expect(routes.list()).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/open', access: 'anon' },
        { method: 'HEAD', url: '/open', access: 'anon' },
        { method: 'POST', url: '/staff', access: 'moderator' },
      ]),
    );
    expect(() => routes.assertAllDeclared()).not.toThrow();
    await app.close();
  });

  it('refuses a route without an access level, at start and per request', async () => {
    const { app, routes } = await bareApi();
    app.get('/forgotten', async () => ({ leaked: true }));
    await app.ready();
    expect(() => routes.assertAllDeclared()).toThrow('GET /forgotten');
    const res = await app.inject({ method: 'GET', url: '/forgotten' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: ACCESS_DENIED });
    await app.close();
  });

  it('declareAccessDuring covers only the routes registered inside it', async () => {
    const { app, routes } = await bareApi();
    await declareAccessDuring(app, 'anon', () =>
      app.register(async (scope) => {
        scope.get('/third-party', async () => 'x');
      }),
    );
    app.get('/later', async () => 'y');
    await app.ready();
    const byUrl = Object.fromEntries(routes.list().map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(byUrl['GET /third-party']).toBe('anon');
    expect(byUrl['GET /later']).toBeUndefined();
    await app.close();
  });

  it('a csrf route demands equal, well-formed cookie and header tokens', async () => {
    const { app } = await bareApi();
    app.post('/cookie-call', { config: { access: 'anon', csrf: true } }, async () => ({ ok: true }));
    await app.ready();
    const token = generateCsrfToken();
    const other = generateCsrfToken();
    const call = (cookies: Record<string, string>, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/cookie-call', cookies, headers });

    expect((await call({ 'csrf-token': token }, { 'x-csrf-token': token })).statusCode).toBe(200);
    for (const res of [
      await call({}, {}),
      await call({ 'csrf-token': token }, {}),
      await call({}, { 'x-csrf-token': token }),
      await call({ 'csrf-token': token }, { 'x-csrf-token': other }),
      await call({ 'csrf-token': 'short' }, { 'x-csrf-token': 'short' }),
      await call({ 'csrf-token': `${token.slice(1)}!` }, { 'x-csrf-token': `${token.slice(1)}!` }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'CSRF_INVALID',
        message: CSRF_INVALID,
        messageId: 'auth.csrfInvalid',
      });
    }
    await app.close();
  });
});
