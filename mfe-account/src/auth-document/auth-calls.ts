// The prerendered /auth's calls: what the api-client's authApi does for sign-in, sign-up, the
// reset request and the session refresh (same routes, from the contracts' schema-free AUTH_PATHS;
// CSRF double submit, refresh cookie by credentials), on plain fetch so the island does not bring
// ky, the auth store or the session keeper. After a sign-in the page goes on with a full
// navigation: the shell's early session restore (shell/src/session/early-session.ts) finds the
// session hint set here and the cookie.
import { csrfHeaders, rotateCsrfToken } from '@premieres/api-client/csrf';
import {
  AUTH_PATHS,
  isApiError,
  routeUrl,
  SESSION_HINT_KEY,
  SESSION_REFRESH_LOCK,
  type SignInInput,
  type SignUpInput,
} from '@premieres/contracts';
import type { ApiFailure } from '../auth/failureMessage';

interface FailureBody {
  message: string;
  code?: unknown;
  fields?: Record<string, string>;
  fieldMessageIds?: Record<string, string>;
  retryAfterMinutes?: unknown;
}

/** A failed call as the API described it (the api-client's ApiRequestError, without ky). */
export class AuthFailure extends Error implements ApiFailure {
  readonly statusCode: number;
  readonly code?: string;
  readonly fields?: Record<string, string>;
  readonly fieldMessageIds?: Record<string, string>;
  readonly retryAfterMinutes?: number;

  constructor(statusCode: number, body: FailureBody) {
    super(body.message);
    this.name = 'AuthFailure';
    this.statusCode = statusCode;
    if (typeof body.code === 'string') this.code = body.code;
    if (body.fields) this.fields = body.fields;
    if (body.fieldMessageIds) this.fieldMessageIds = body.fieldMessageIds;
    if (typeof body.retryAfterMinutes === 'number') this.retryAfterMinutes = body.retryAfterMinutes;
  }

  /** No answer arrived (offline, timeout, server down). */
  get isNetworkError(): boolean {
    return this.statusCode === 0;
  }
}

export const isAuthFailure = (value: unknown): value is AuthFailure => value instanceof AuthFailure;

/** What a refresh on arrival found: a live session, none (the cookie is refused), or no answer. */
export type SessionCheck = 'live' | 'none' | 'unknown';

export interface AuthCalls {
  signIn(body: SignInInput): Promise<void>;
  signUp(body: SignUpInput): Promise<void>;
  /** Always 202 from the API, whether or not the address exists. */
  requestPasswordReset(email: string): Promise<void>;
  /** Only when this browser had a session (the hint): a first-time visitor sends nothing. */
  checkSession(): Promise<SessionCheck>;
}

export interface AuthCallsOptions {
  /** The API's base URL ('<origin>/api' by default). */
  base?: string;
  fetch?: typeof fetch;
}

/** As the api-client (ky's timeout). */
const TIMEOUT_MS = 15_000;
/** No answer, or the proxy's: says nothing about the session (session.ts). */
const UNREACHABLE = new Set([0, 502, 503, 504]);

function setSessionHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage disabled: the next page then tries a refresh anyway.
  }
}

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

async function failureOf(response: Response): Promise<AuthFailure> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiError(body)) return new AuthFailure(response.status, body);
  return new AuthFailure(response.status, { message: response.statusText || `HTTP ${response.status}` });
}

/** Tabs share the rotating refresh cookie: they take turns (session.ts). */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(SESSION_REFRESH_LOCK, work) : work();
}

export function authCalls(options: AuthCallsOptions = {}): AuthCalls {
  const send = async (path: string, body?: unknown): Promise<Response> => {
    const base = (options.base ?? `${location.origin}/api`).replace(/\/+$/, '');
    const fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
    try {
      const response = await fetcher(`${base}/${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { ...csrfHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      if (!response.ok) throw await failureOf(response);
      return response;
    } catch (error) {
      if (error instanceof AuthFailure) throw error;
      throw new AuthFailure(0, { message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearTimeout(timer);
    }
  };
  // As authApi's startSession: a fresh token after the session is made, and the hint the next
  // page's restore looks for (the access token itself is the next page's to ask for).
  const startSession = async (path: string, body: unknown) => {
    await send(path, body);
    rotateCsrfToken();
    setSessionHint(true);
  };
  return {
    signIn: (body) => startSession(routeUrl(AUTH_PATHS.signIn), body),
    signUp: (body) => startSession(routeUrl(AUTH_PATHS.signUp), body),
    requestPasswordReset: async (email) => {
      await send(routeUrl(AUTH_PATHS.passwordReset), { email });
    },
    checkSession: async () => {
      if (!hasSessionHint()) return 'none';
      try {
        await oneTabAtATime(() => send(routeUrl(AUTH_PATHS.refresh)));
        rotateCsrfToken();
        return 'live';
      } catch (error) {
        const status = isAuthFailure(error) ? error.statusCode : 0;
        if (UNREACHABLE.has(status)) return 'unknown';
        // 401/403: no valid refresh cookie, so signed out.
        if (status === 401 || status === 403) setSessionHint(false);
        return 'none';
      }
    },
  };
}
