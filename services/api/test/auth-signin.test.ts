import {
  AUTH_ERROR_CODES,
  EMAIL_INVALID,
  INVALID_CREDENTIALS,
  PASSWORD_REQUIRED,
  TOO_MANY_SIGN_IN_ATTEMPTS,
} from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { signInAttemptModel } from '../src/models/sign-in-attempt';
import {
  bearer,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  GOOD_PASSWORD,
  signUp,
  startTestApp,
  uniqueEmail,
  withCsrf,
} from './helpers';
import { useTestApp } from './support/test-app';

const api = useTestApp();

function signin(target: FastifyInstance, email: string, password: string, remoteAddress = '10.0.0.1') {
  return target.inject(
    withCsrf({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress,
    }),
  );
}

describe('POST /api/auth/signin', () => {
  it('signs in with the e-mail in any case and spacing; returns the user, a token and the cookie', async () => {
    const account = await signUp(api.app);
    const res = await signin(api.app, `  ${account.email.toUpperCase()}  `, account.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: account.userId, email: account.email, role: 'user' });
    expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toEqual(expect.any(String));
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().id).toBe(account.userId);
  });

  it('the seeded admin signs in with the documented development credentials', async () => {
    const res = await signin(api.app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: DEV_ADMIN_EMAIL, role: 'admin', confirmed: true });
  });

  it('a wrong password and an unknown address get the same 401 answer', async () => {
    const account = await signUp(api.app);
    const wrong = await signin(api.app, account.email, 'Wrong-password1');
    const unknown = await signin(api.app, uniqueEmail('ghost'), GOOD_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        code: 'INVALID_CREDENTIALS',
        message: INVALID_CREDENTIALS,
        messageId: 'auth.invalidCredentials',
      });
    }
  });

  it('validates with the spec messages', async () => {
    const res = await signin(api.app, 'not-an-email', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: EMAIL_INVALID, password: PASSWORD_REQUIRED });
    const missing = await api.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'a@b.co' },
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: PASSWORD_REQUIRED,
      fields: { password: PASSWORD_REQUIRED },
    });
  });
});

describe('sign-in rate limit: 5 failures per 15 minutes per client and address', () => {
  it('the sixth attempt is 429 with the spec message, even with the right password', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await signin(api.app, account.email, 'Wrong-password1', '10.1.1.1')).statusCode).toBe(401);
    }
    const locked = await signin(api.app, account.email, account.password, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    // The spec's words, a stable code and how long to wait, so the page can say it.
    expect(locked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: AUTH_ERROR_CODES.signInLocked,
      message: TOO_MANY_SIGN_IN_ATTEMPTS,
      messageId: 'auth.signInLocked',
      messageValues: { minutes: 15 },
      retryAfterMinutes: 15,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Another client, or the same client with another address, is not affected.
    expect((await signin(api.app, account.email, account.password, '10.1.1.2')).statusCode).toBe(200);
    const other = await signUp(api.app);
    expect((await signin(api.app, other.email, other.password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('a success resets the count', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < 4; i += 1) await signin(api.app, account.email, 'Wrong-password1', '10.2.2.2');
    expect((await signin(api.app, account.email, account.password, '10.2.2.2')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await signin(api.app, account.email, 'Wrong-password1', '10.2.2.2')).statusCode).toBe(401);
    }
    expect((await signin(api.app, account.email, account.password, '10.2.2.2')).statusCode).toBe(429);
  });

  it('unknown addresses are limited too (no difference to reveal an account)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i += 1) await signin(api.app, ghost, 'Wrong-password1', '10.3.3.3');
    expect((await signin(api.app, ghost, 'Wrong-password1', '10.3.3.3')).statusCode).toBe(429);
  });

  it('says the minutes left, rounded up, as the failures age', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < 5; i += 1) await signin(api.app, account.email, 'Wrong-password1', '10.6.6.6');
    // The oldest failure 10 min 30 s ago: 4 min 30 s left, said as 5 minutes.
    const aged = new Date(Date.now() - 10.5 * 60 * 1000);
    await signInAttemptModel(api.app.db).updateMany({}, { $set: { 'failures.0': aged } });
    const locked = await signin(api.app, account.email, account.password, '10.6.6.6');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retryAfterMinutes).toBe(5);
  });

  it('unlocks once the failures are older than 15 minutes', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < 5; i += 1) await signin(api.app, account.email, 'Wrong-password1', '10.4.4.4');
    expect((await signin(api.app, account.email, account.password, '10.4.4.4')).statusCode).toBe(429);
    // Age the stored failures past the window instead of waiting.
    const old = new Date(Date.now() - 15 * 60 * 1000 - 1000);
    await signInAttemptModel(api.app.db).updateMany({}, { $set: { failures: [old, old, old, old, old] } });
    expect((await signin(api.app, account.email, account.password, '10.4.4.4')).statusCode).toBe(200);
  });

  it('stores no address in clear', async () => {
    const account = await signUp(api.app);
    await signin(api.app, account.email, 'Wrong-password1', '10.5.5.5');
    const rows = await signInAttemptModel(api.app.db).find({}).lean();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(account.email);
    expect(JSON.stringify(rows)).not.toContain('10.5.5.5');
  });

  it('counts across API replicas sharing the database', async () => {
    const replica = await startTestApp(api.db.uri);
    try {
      const account = await signUp(api.app);
      for (let i = 0; i < 3; i += 1) await signin(api.app, account.email, 'Wrong-password1', '10.6.6.6');
      for (let i = 0; i < 2; i += 1) await signin(replica, account.email, 'Wrong-password1', '10.6.6.6');
      expect((await signin(api.app, account.email, account.password, '10.6.6.6')).statusCode).toBe(429);
      expect((await signin(replica, account.email, account.password, '10.6.6.6')).statusCode).toBe(429);
    } finally {
      await replica.close();
    }
  });
});

describe('sign-in limit under concurrency', () => {
  it('simultaneous failures are all counted and none is a server error', async () => {
    const account = await signUp(api.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => signin(api.app, account.email, 'Wrong-password1', '10.7.7.7')),
    );
    expect(results.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect((await signin(api.app, account.email, account.password, '10.7.7.7')).statusCode).toBe(429);
  });
});
