import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { loggerOptions } from './logger-options';
import { isSensitiveKey, REDACTED, redactDeep, redactUrl } from './redact';

function captureStream() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('log redaction (spec §8)', () => {
  it.each([
    'password',
    'newPassword',
    'password_hash',
    'email',
    'userEmail',
    'phone',
    'phoneNumber',
    'userId',
    'user_id',
    'token',
    'accessToken',
    'refresh_token',
    'session',
    'sessionId',
    'auth',
    'authorization',
    'api_key',
    'apiKey',
    'secret',
    'clientSecret',
  ])('redacts a field named %s', (key) => {
    expect(isSensitiveKey(key)).toBe(true);
  });

  it.each(['name', 'title', 'role', 'statusCode', 'url', 'msg'])('keeps a field named %s', (key) => {
    expect(isSensitiveKey(key)).toBe(false);
  });

  it('censors nested objects and arrays without touching the input', () => {
    const input = { user: { email: 'a@b.co', role: 'admin' }, list: [{ token: 'x' }], n: 1 };
    expect(redactDeep(input)).toEqual({
      user: { email: REDACTED, role: 'admin' },
      list: [{ token: REDACTED }],
      n: 1,
    });
    expect(input.user.email).toBe('a@b.co');
  });

  it('censors sensitive query parameters of a URL', () => {
    expect(redactUrl('/auth/confirm?token=abc&x=1')).toBe(
      `/auth/confirm?token=${encodeURIComponent(REDACTED)}&x=1`,
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('a pino logger built with the API options writes no sensitive value', () => {
    const { lines, stream } = captureStream();
    const log = pino(loggerOptions(), stream);
    log.info(
      {
        password: 'Hunter2!',
        body: { email: 'someone@example.com', fullName: 'Asha' },
        headers: { authorization: 'Bearer abc', 'x-api_key': 'k' },
        userId: 'u1',
        phone: '+91 99999 99999',
        secret: 's',
        refreshToken: 'r',
      },
      'event',
    );
    const text = JSON.stringify(lines);
    for (const value of ['Hunter2!', 'someone@example.com', 'Bearer abc', 'u1', '+91 99999 99999']) {
      expect(text).not.toContain(value);
    }
    expect(lines[0]).toMatchObject({ msg: 'event', body: { fullName: 'Asha' }, password: REDACTED });
  });

  it('Fastify request logs carry no token from the query string', async () => {
    const { lines, stream } = captureStream();
    const app = Fastify({ logger: { ...loggerOptions(), stream } });
    app.get('/confirm', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/confirm?token=very-secret-token&email=a%40b.co' });
    await app.close();
    const text = JSON.stringify(lines);
    expect(text).toContain('incoming request');
    expect(text).not.toContain('very-secret-token');
    expect(text).not.toContain('a@b.co');
    expect(text).not.toContain('a%40b.co');
  });
});
