import { Writable } from 'node:stream';
import {
  EMAIL_FORMAT_INVALID,
  EMAIL_INVALID,
  EMAIL_TOO_LONG,
  FULL_NAME_TOO_SHORT,
  PASSWORD_NEEDS_LOWERCASE,
  PASSWORD_NEEDS_NUMBER,
  PASSWORD_NEEDS_SPECIAL,
  PASSWORD_NEEDS_UPPERCASE,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '@premieres/contracts';
import { buildApp } from '../src/app';
import { EMAIL_ALREADY_REGISTERED, INVALID_TOKEN } from '../src/messages';
import { userModel } from '../src/models/user';
import { sendWelcomeEmail } from '../src/plugins/auth/emails';
import { bearer, DEV_ADMIN_EMAIL, GOOD_PASSWORD, linkToken, outbox, uniqueEmail } from './helpers';
import { eventually } from './support/eventually';
import { useTestApp } from './support/test-app';

const api = useTestApp({ config: { publicUrl: 'https://premieres.test' } });

const signup = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

describe('POST /api/auth/signup', () => {
  it('creates the account: 201, the user view, an access token and the refresh cookie', async () => {
    const email = uniqueEmail('new');
    const res = await signup({
      fullName: '  Asha <Rao>  ',
      email: `  ${email.toUpperCase()} `,
      password: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      email,
      created_at: expect.any(String),
      full_name: 'Asha Rao',
      role: 'user',
      confirmed: false,
      subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
    });
    expect(body.accessToken).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === 'refresh_token');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie?.secure).toBeFalsy();

    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('stores an argon2id hash with the OWASP cost, never the password', async () => {
    const email = uniqueEmail('hash');
    await signup({ fullName: 'Hash Check', email, password: GOOD_PASSWORD });
    const user = await userModel(api.app.db).findOne({ email }).lean();
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(user?.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it.each([
    ['not-an-email', EMAIL_INVALID, 'email.invalid'],
    ['a@b.c', EMAIL_INVALID, 'email.invalid'],
    ['john..doe@example.com', EMAIL_FORMAT_INVALID, 'email.formatInvalid'],
    ['.john@example.com', EMAIL_FORMAT_INVALID, 'email.formatInvalid'],
    [`${'a'.repeat(250)}@example.com`, EMAIL_TOO_LONG, 'email.tooLong'],
  ])('rejects the e-mail %s with the spec message (and its id)', async (email, message, id) => {
    const res = await signup({ fullName: 'Some One', email, password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      messageId: id,
      message,
      fields: { email: message },
      fieldMessageIds: { email: id },
    });
  });

  it.each([
    ['', PASSWORD_REQUIRED],
    ['Short1a', PASSWORD_TOO_SHORT],
    ['Abcdefg1', PASSWORD_TOO_SHORT],
    ['alllower1case', PASSWORD_NEEDS_UPPERCASE],
    ['ALLUPPER1CASE', PASSWORD_NEEDS_LOWERCASE],
    ['NoNumbersHere', PASSWORD_NEEDS_NUMBER],
    ['Password2025', PASSWORD_NEEDS_SPECIAL],
  ])(
    'rejects the password %p with the spec message (strict policy: fewer than 5 of 6)',
    async (password, message) => {
      const res = await signup({ fullName: 'Some One', email: uniqueEmail(), password });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ password: message });
    },
  );

  it('accepts a password that passes 5 of the 6 strict checks (no special character)', async () => {
    const res = await signup({ fullName: 'Five Checks', email: uniqueEmail(), password: 'Abcdefghijk1' });
    expect(res.statusCode).toBe(201);
  });

  it('rejects a short full name, after sanitising, and a mismatched confirmation', async () => {
    const res = await signup({ fullName: ' <a> ', email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fullName: FULL_NAME_TOO_SHORT });
    const mismatch = await signup({
      fullName: 'Some One',
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      confirmPassword: `${GOOD_PASSWORD}x`,
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
  });

  it('reports every failing field at once', async () => {
    const res = await signup({ fullName: 'x', email: 'nope', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'fullName', 'password']);
  });

  it('bad shapes are 400 with fields, never 500', async () => {
    const missing = await signup({ email: uniqueEmail(), password: GOOD_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ fullName: FULL_NAME_TOO_SHORT });
    const wrongType = await signup({ fullName: 'Some One', email: 42, password: GOOD_PASSWORD });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields.email).toEqual(expect.any(String));
    const tooLong = await signup({
      fullName: 'x'.repeat(5000),
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    expect(tooLong.statusCode).toBe(400);
    const notJson = await api.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('a taken address (in any case) gives 409 User already registered', async () => {
    const email = uniqueEmail('dup');
    expect((await signup({ fullName: 'First One', email, password: GOOD_PASSWORD })).statusCode).toBe(201);
    const again = await signup({
      fullName: 'Second One',
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_ALREADY_REGISTERED',
      message: EMAIL_ALREADY_REGISTERED,
      messageId: 'auth.emailTaken',
    });
    expect(await userModel(api.app.db).countDocuments({ email })).toBe(1);
  });
});

describe('welcome e-mail and confirmation', () => {
  it('sends the welcome e-mail with an /auth/confirm link; confirming marks the address confirmed, once', async () => {
    const email = uniqueEmail('welcome');
    const res = await signup({ fullName: 'Wel Come', email, password: GOOD_PASSWORD });
    const [mail] = await outbox(api.app, email);
    expect(mail?.subject).toMatch(/welcome/i);
    expect(mail?.links[0]).toMatch(/^https:\/\/premieres\.test\/auth\/confirm\?token=[\w-]{43}$/);
    expect(mail?.text).toContain('Wel Come');

    const token = await linkToken(api.app, email, '/auth/confirm');
    const confirm = await api.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ confirmed: true });
    const me = await api.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(res.json().accessToken),
    });
    expect(me.json().confirmed).toBe(true);

    const reuse = await api.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ message: INVALID_TOKEN, fields: { token: INVALID_TOKEN } });
  });

  it('sends no welcome e-mail to a confirmed address (seeded accounts, or a repeat after confirming)', async () => {
    expect(await outbox(api.app, DEV_ADMIN_EMAIL)).toEqual([]);
    const email = uniqueEmail('confirmed');
    await signup({ fullName: 'Con Firmed', email, password: GOOD_PASSWORD });
    const token = await linkToken(api.app, email, '/auth/confirm');
    await api.app.inject({ method: 'POST', url: '/api/auth/confirm', payload: { token } });
    const user = await userModel(api.app.db).findOne({ email }).lean();
    if (!user) throw new Error('no user');
    await sendWelcomeEmail(api.app, api.app.log, user, 'Con Firmed');
    expect(await outbox(api.app, email)).toHaveLength(1);
  });

  it('the confirmation token is stored only as its sha256', async () => {
    const email = uniqueEmail('hashed');
    await signup({ fullName: 'Hash Ed', email, password: GOOD_PASSWORD });
    const token = await linkToken(api.app, email, '/auth/confirm');
    const rows = await api.app.db.collection('one_time_tokens').find({}).toArray();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('rejects an unknown confirmation token', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { token: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_TOKEN);
  });

  it('a failing mail server is logged (without the address) and does not fail sign-up', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const failing = await buildApp({
      mongoUri: api.db.uri,
      logger: { level: 'error', stream },
      config: {
        smtpUrl: 'smtp://127.0.0.1:1',
        seed: { enabled: false, admin: null, moderator: null, member: null },
      },
    });
    const email = uniqueEmail('nomail');
    try {
      const res = await failing.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { fullName: 'No Mail', email, password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      expect(failing.mailer.kind).toBe('smtp');
      // With SMTP the send runs after the response; wait for its failure to be logged.
      await eventually('the failed send is logged', () => lines.join('').includes('welcome e-mail failed'), {
        deadlineMs: 5_000,
        everyMs: 50,
      });
      expect(lines.join('')).not.toContain(email);
    } finally {
      await failing.close();
    }
  });
});
