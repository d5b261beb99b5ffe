import { CSRF_INVALID, generateCsrfToken } from '@premieres/contracts';
import { loadConfig } from '../src/config';
import { SESSION_EXPIRED } from '../src/messages';
import { refreshFamilyModel, refreshTokenModel } from '../src/models/refresh-token';
import { REFRESH_REUSE_GRACE_MS } from '../src/plugins/auth/refresh-sessions';
import { bearer, cookieValue, signUp, startTestApp, withCsrf } from './helpers';
import { useTestApp } from './support/test-app';

const api = useTestApp();

const refresh = (refreshToken?: string) =>
  api.app.inject(withCsrf({ method: 'POST', url: '/api/auth/refresh' }, refreshToken));
const signout = (refreshToken?: string) =>
  api.app.inject(withCsrf({ method: 'POST', url: '/api/auth/signout' }, refreshToken));

describe('refresh rotation', () => {
  it('each refresh returns the user, a new access token and a new refresh cookie', async () => {
    const session = await signUp(api.app);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(session.userId);
    const rotated = cookieValue(res, 'refresh_token');
    expect(rotated).toEqual(expect.any(String));
    expect(rotated).not.toBe(session.refreshToken);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().accessToken),
    });
    expect(me.statusCode).toBe(200);
    // The rotated token works in turn.
    expect((await refresh(rotated)).statusCode).toBe(200);
  });

  /** Moves a used token's rotation back in time, past the grace for lost answers. */
  const ageRotation = (userId: string, ms: number) =>
    refreshTokenModel(api.app.db).updateMany(
      { user_id: userId, used_at: { $ne: null } },
      { $set: { used_at: new Date(Date.now() - ms) } },
    );

  it('replaying a used refresh token after the grace revokes the whole family', async () => {
    const session = await signUp(api.app);
    const first = await refresh(session.refreshToken);
    const current = cookieValue(first, 'refresh_token');
    await ageRotation(session.userId, REFRESH_REUSE_GRACE_MS + 1000);

    const replay = await refresh(session.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'UNAUTHORIZED',
      message: SESSION_EXPIRED,
      messageId: 'auth.sessionExpired',
    });
    // The cookie is cleared and the legitimate holder's newer token is dead too.
    expect(replay.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await refresh(current)).statusCode).toBe(401);
    const family = await refreshFamilyModel(api.app.db).findOne({ user_id: session.userId }).lean();
    expect(family?.revoked_reason).toBe('reuse');
  });

  it('a lost answer: the token sent again at once gets a session, and so does the one never stored', async () => {
    const session = await signUp(api.app);
    const lost = cookieValue(await refresh(session.refreshToken), 'refresh_token');
    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    const kept = cookieValue(retry, 'refresh_token');
    expect(kept).not.toBe(lost);
    expect((await refresh(kept)).statusCode).toBe(200);
    const family = await refreshFamilyModel(api.app.db).findOne({ user_id: session.userId }).lean();
    expect(family?.revoked_at).toBeNull();
  });

  it('replaying a token whose successor was already used revokes the family, even at once', async () => {
    const session = await signUp(api.app);
    const next = cookieValue(await refresh(session.refreshToken), 'refresh_token');
    const newest = cookieValue(await refresh(next), 'refresh_token');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(newest)).statusCode).toBe(401);
  });

  it('concurrent use of one token (two tabs): both get a session, the family lives', async () => {
    const session = await signUp(api.app);
    const results = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const result of results)
      expect((await refresh(cookieValue(result, 'refresh_token'))).statusCode).toBe(200);
  });

  it('another sign-in of the same user is a separate family, untouched by a revocation', async () => {
    const session = await signUp(api.app);
    const laptop = await api.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: session.email, password: session.password },
      }),
    );
    const laptopToken = cookieValue(laptop, 'refresh_token');
    await refresh(session.refreshToken);
    await ageRotation(session.userId, REFRESH_REUSE_GRACE_MS + 1000);
    await refresh(session.refreshToken); // reuse: revokes the phone's family only
    expect((await refresh(laptopToken)).statusCode).toBe(200);
  });

  it('refresh tokens have an absolute lifetime that rotation does not extend', async () => {
    const session = await signUp(api.app);
    const rotated = cookieValue(await refresh(session.refreshToken), 'refresh_token');
    await refreshFamilyModel(api.app.db).updateOne(
      { user_id: session.userId },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('the cookie expiry is the family expiry (7 days by default)', async () => {
    const session = await signUp(api.app);
    const res = await refresh(session.refreshToken);
    const expires = res.cookies.find((c) => c.name === 'refresh_token')?.expires;
    const family = await refreshFamilyModel(api.app.db).findOne({ user_id: session.userId }).lean();
    expect(Math.abs(new Date(expires as Date).getTime() - (family?.expires_at.getTime() ?? 0))).toBeLessThan(
      1000,
    );
    expect((family?.expires_at.getTime() ?? 0) - (family?.created_at.getTime() ?? 0)).toBe(
      7 * 24 * 3600 * 1000,
    );
  });

  it('without a refresh cookie: 401', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('stores refresh tokens only as sha256', async () => {
    const session = await signUp(api.app);
    const rows = await api.app.db
      .collection('refresh_tokens')
      .find({ user_id: { $exists: true } })
      .toArray();
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });
});

describe('sign-out', () => {
  it('revokes the session server-side and clears the cookie', async () => {
    const session = await signUp(api.app);
    const res = await signout(session.refreshToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    const family = await refreshFamilyModel(api.app.db).findOne({ user_id: session.userId }).lean();
    expect(family?.revoked_reason).toBe('signout');
  });

  it('is idempotent without a cookie', async () => {
    expect((await signout()).statusCode).toBe(204);
  });
});

describe('anti-forgery double submit on cookie-authenticated calls', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = (() => {
    const token = generateCsrfToken();
    return [
      ['no token at all', {}, {}],
      ['header only', {}, { 'x-csrf-token': token }],
      ['cookie only', { 'csrf-token': token }, {}],
      ['different values', { 'csrf-token': token }, { 'x-csrf-token': generateCsrfToken() }],
      ['wrong length', { 'csrf-token': token.slice(0, 31) }, { 'x-csrf-token': token.slice(0, 31) }],
      [
        'outside the alphabet',
        { 'csrf-token': `${token.slice(0, 31)}=` },
        { 'x-csrf-token': `${token.slice(0, 31)}=` },
      ],
    ];
  })();

  it.each(cases)(
    'refresh with %s: 403 with the spec message, session untouched',
    async (_name, cookies, headers) => {
      const session = await signUp(api.app);
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        cookies: { ...cookies, refresh_token: session.refreshToken },
        headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'CSRF_INVALID',
        message: CSRF_INVALID,
        messageId: 'auth.csrfInvalid',
      });
      // The refresh token was not spent by the refused call.
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    },
  );

  it('sign-out without the token is refused and the session survives', async () => {
    const session = await signUp(api.app);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      cookies: { refresh_token: session.refreshToken },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CSRF_INVALID);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('a missing, forged or expired token gives 401 on a user route', async () => {
    const session = await signUp(api.app);
    const none = await api.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    const forged = `${session.accessToken.slice(0, -4)}AAAA`;
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) })).statusCode,
    ).toBe(401);
    const expired = api.app.jwt.sign({ sub: session.userId, sv: 0 }, { expiresIn: -10 });
    const res = await api.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(SESSION_EXPIRED);
  });

  it('expire after 15 minutes', async () => {
    const session = await signUp(api.app);
    const claims = api.app.jwt.decode<{ iat: number; exp: number }>(session.accessToken);
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(15 * 60);
  });

  it('production cookies are Secure', async () => {
    const billing = { ...loadConfig({}).billing, allowSimulatedInProduction: true };
    const prod = await startTestApp(api.db.uri, { isProduction: true, env: 'production', billing });
    try {
      const res = await prod.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: 'Prod User', email: `prod.${Date.now()}@example.com`, password: 'Sunrise2025x' },
      });
      expect(res.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
