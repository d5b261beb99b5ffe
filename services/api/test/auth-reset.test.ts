import { EMAIL_INVALID, INVALID_CREDENTIALS, PASSWORD_NEEDS_NUMBER } from '@premieres/contracts';
import { INVALID_TOKEN, SESSION_EXPIRED } from '../src/messages';
import { oneTimeTokenModel } from '../src/models/one-time-token';
import { RESET_REQUESTED } from '../src/plugins/auth/recovery-routes';
import { bearer, linkToken, outbox, signIn, signUp, uniqueEmail, withCsrf } from './helpers';
import { useTestApp } from './support/test-app';

const api = useTestApp({ config: { publicUrl: 'https://premieres.test' } });

const NEW_PASSWORD = 'Moonrise2026y';
const requestReset = (email: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const completeReset = (token: string, password: string) =>
  api.app.inject({ method: 'POST', url: '/api/auth/password-reset/complete', payload: { token, password } });

describe('POST /api/auth/password-reset', () => {
  it('answers the same for a known and an unknown address; only the known one gets mail', async () => {
    const account = await signUp(api.app);
    const ghost = uniqueEmail('ghost');
    const known = await requestReset(account.email.toUpperCase());
    const unknown = await requestReset(ghost);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: RESET_REQUESTED });
    }
    const mails = (await outbox(api.app, account.email)).filter((m) => /reset/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.links[0]).toMatch(/^https:\/\/premieres\.test\/reset-password\?token=[\w-]{43}$/);
    expect(await outbox(api.app, ghost)).toEqual([]);
  });

  it('validates the address with the spec message', async () => {
    const res = await requestReset('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: EMAIL_INVALID });
  });
});

describe('POST /api/auth/password-reset/complete', () => {
  it('sets the new password, works once, and ends every session of the user', async () => {
    const account = await signUp(api.app);
    const otherDevice = await signIn(api.app, account.email, account.password);
    await requestReset(account.email);
    const token = await linkToken(api.app, account.email, '/reset-password');

    const done = await completeReset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(204);

    // Old password out, new one in.
    const old = await api.app.inject(
      withCsrf({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: account.email, password: account.password },
      }),
    );
    expect(old.json().message).toBe(INVALID_CREDENTIALS);
    await signIn(api.app, account.email, NEW_PASSWORD);

    // Every earlier session is over: refresh tokens and access tokens alike.
    for (const refreshToken of [account.refreshToken, otherDevice.refreshToken]) {
      const res = await api.app.inject(withCsrf({ method: 'POST', url: '/api/auth/refresh' }, refreshToken));
      expect(res.statusCode).toBe(401);
    }
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.accessToken),
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(SESSION_EXPIRED);

    // Single use.
    const again = await completeReset(token, 'Another2027z');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: INVALID_TOKEN, fields: { token: INVALID_TOKEN } });
  });

  it('ends the sign-in lock-out of the account on every client', async () => {
    const account = await signUp(api.app);
    const signinFrom = (remoteAddress: string, password: string) =>
      api.app.inject(
        withCsrf({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: account.email, password },
          remoteAddress,
        }),
      );
    for (const client of ['10.9.0.1', '10.9.0.2']) {
      for (let i = 0; i < 5; i += 1) await signinFrom(client, 'Wrong-password1');
      expect((await signinFrom(client, account.password)).statusCode).toBe(429);
    }
    await requestReset(account.email);
    expect(
      (await completeReset(await linkToken(api.app, account.email, '/reset-password'), NEW_PASSWORD))
        .statusCode,
    ).toBe(204);
    expect((await signinFrom('10.9.0.1', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signinFrom('10.9.0.2', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('enforces the password policy without spending the token', async () => {
    const account = await signUp(api.app);
    await requestReset(account.email);
    const token = await linkToken(api.app, account.email, '/reset-password');
    const weak = await completeReset(token, 'NoNumbersHere');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: PASSWORD_NEEDS_NUMBER });
    expect((await completeReset(token, NEW_PASSWORD)).statusCode).toBe(204);
  });

  it('a token expires after one hour', async () => {
    const account = await signUp(api.app);
    await requestReset(account.email);
    const token = await linkToken(api.app, account.email, '/reset-password');
    const row = await oneTimeTokenModel(api.app.db)
      .findOne({ purpose: 'password_reset', used_at: null })
      .sort({ created_at: -1 })
      .lean();
    expect((row?.expires_at.getTime() ?? 0) - (row?.created_at.getTime() ?? 0)).toBe(3600 * 1000);
    await oneTimeTokenModel(api.app.db).updateMany(
      { purpose: 'password_reset', used_at: null },
      { $set: { expires_at: new Date(Date.now() - 1000) } },
    );
    const res = await completeReset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_TOKEN);
  });

  it('using one link voids the other links sent earlier', async () => {
    const account = await signUp(api.app);
    await requestReset(account.email);
    const first = await linkToken(api.app, account.email, '/reset-password');
    await requestReset(account.email);
    const second = await linkToken(api.app, account.email, '/reset-password');
    expect(second).not.toBe(first);
    expect((await completeReset(second, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await completeReset(first, 'Another2027z')).statusCode).toBe(400);
  });

  it('rejects a confirmation token used as a reset token', async () => {
    const account = await signUp(api.app);
    const confirmToken = await linkToken(api.app, account.email, '/auth/confirm');
    expect((await completeReset(confirmToken, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('stores reset tokens only as sha256', async () => {
    const account = await signUp(api.app);
    await requestReset(account.email);
    const token = await linkToken(api.app, account.email, '/reset-password');
    const rows = await api.app.db.collection('one_time_tokens').find({}).toArray();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
