import { randomUUID } from 'node:crypto';
import { generateCsrfToken } from '@premieres/contracts';
import { startEmbeddedMongo } from '@premieres/embedded-mongo';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { type ApiConfig, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD } from '../src/config';
import type { Clock } from '../src/core/clock';

export { DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD, DEV_MEMBER, DEV_MODERATOR } from '../src/config';

export interface TestDb {
  /** URI of a database of its own on the in-memory engine. */
  uri: string;
  stop(): Promise<void>;
}

/** An in-memory engine per test file, one database name per call (isolation). */
export async function startTestDb(): Promise<TestDb> {
  const mongo = await startEmbeddedMongo({ port: 0 });
  const url = new URL(mongo.uri);
  url.pathname = `/t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  return { uri: url.toString(), stop: () => mongo.stop() };
}

/** Built and ready; the general per-minute route limit is lifted unless a test sets it. */
export async function startTestApp(
  uri: string,
  config: Partial<ApiConfig> = {},
  clock?: Clock,
): Promise<FastifyInstance> {
  const app = await buildApp({
    mongoUri: uri,
    clock,
    config: { authRouteRateLimitPerMinute: 100_000, ...config },
  });
  await app.ready();
  await databaseConnected(app);
  return app;
}

/**
 * On a loaded machine the startup's synchronous work (compiling every route's schemas) can outlast
 * the 1 s database heartbeat; the driver then reports the connection lost for a moment and the
 * first requests would get 503. Tests start once it is back.
 */
export async function databaseConnected(app: FastifyInstance, attempts = 200): Promise<void> {
  for (let i = 0; i < attempts && app.db.readyState !== 1; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let counter = 0;
/** A fresh, valid address each call. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'Sunrise2025x';

export function cookieValue(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

export interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
}

function toSession(res: LightMyRequestResponse): Session {
  const body = res.json() as { user: { id: string }; accessToken: string };
  const refreshToken = cookieValue(res, 'refresh_token');
  if (!refreshToken) throw new Error(`no refresh cookie (status ${res.statusCode}): ${res.body}`);
  return { userId: body.user.id, accessToken: body.accessToken, refreshToken };
}

export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  password = GOOD_PASSWORD,
  fullName = 'Test Person',
): Promise<Session & { email: string; password: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { fullName, email, password },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed ${res.statusCode}: ${res.body}`);
  return { ...toSession(res), email, password };
}

export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  // Sign-in demands the anti-forgery token (login CSRF), as the browser client sends it.
  const res = await app.inject(
    withCsrf({ method: 'POST', url: '/api/auth/signin', payload: { email, password } }),
  );
  if (res.statusCode !== 200) throw new Error(`sign-in failed ${res.statusCode}: ${res.body}`);
  return toSession(res);
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A cookie-authenticated call with the double-submit token, as the client sends it. */
export function withCsrf(options: InjectOptions, refreshToken?: string): InjectOptions {
  const csrf = generateCsrfToken();
  const cookies: Record<string, string> = { 'csrf-token': csrf };
  if (refreshToken) cookies.refresh_token = refreshToken;
  return { ...options, cookies, headers: { ...options.headers, 'x-csrf-token': csrf } };
}

/** The development outbox, read as the seeded development admin (it holds secrets). */
export async function outbox(app: FastifyInstance, to: string) {
  const admin = await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD);
  const res = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: bearer(admin.accessToken),
  });
  if (res.statusCode !== 200) throw new Error(`outbox failed ${res.statusCode}: ${res.body}`);
  return res.json() as { to: string; subject: string; text: string; html: string; links: string[] }[];
}

/** The token query parameter of the newest e-mailed link to `to` that contains `path`. */
export async function linkToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  const mails = await outbox(app, to);
  const link = mails.flatMap((m) => m.links).find((l) => l.includes(path));
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error(`no ${path} link for ${to}`);
  return token;
}

/** A viewer profile created by the account's main profile; answers the created profile. */
export async function createViewerProfile(
  app: FastifyInstance,
  session: Session,
  body: { name: string; avatar?: string; kids?: boolean; ceiling?: string },
): Promise<{ id: string; name: string; kids: boolean; ceiling: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/viewer-profiles',
    headers: bearer(session.accessToken),
    payload: { avatar: 'star', kids: false, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`profile create failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Chooses a profile (with its PIN when it has one); answers the profile token. */
export async function selectViewerProfile(
  app: FastifyInstance,
  session: Session,
  profileId: string,
  pin?: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/viewer-profiles/${profileId}/select`,
    headers: bearer(session.accessToken),
    payload: pin ? { pin } : {},
  });
  if (res.statusCode !== 200) throw new Error(`profile select failed ${res.statusCode}: ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** Headers of a signed-in caller acting as a chosen viewer profile. */
export function asViewer(session: Session, profileToken: string): Record<string, string> {
  return { ...bearer(session.accessToken), 'x-viewer-profile': profileToken };
}
