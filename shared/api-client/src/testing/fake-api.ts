// The API as web tests see it: the real client (URLs, bodies, headers, refresh, error mapping)
// over a fetch that answers by route. Tests script the answers, then read what was asked.
// The package's own name: the tests' code under test holds this same configured client.
import { configureApiClient } from '@premieres/api-client';
import { json, type Recorded } from '../test-fetch';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `GET movies/:id`: a method and a path under /api; `:name` matches one segment. */
export type Route = `${Method} ${string}`;

export interface Asked extends Recorded {
  /** The path under /api, without the query. */
  path: string;
  query: URLSearchParams;
  /** The `:name` segments of the route that answered. */
  params: Record<string, string>;
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: unknown;
  /** Whether the request may outlive the page (fetch's keepalive). */
  keepalive: boolean;
  /** The request's signal: an abort fails the answer as fetch does. */
  signal: AbortSignal;
  /** The route that answered (none: unanswered). */
  route?: Route;
}

/** A Response (copied for each call), a function of the request, or a JSON body answered 200. */
export type Reply =
  | Response
  | ((asked: Asked) => Response | Promise<Response> | unknown)
  | object
  | string
  | number
  | boolean
  | null;

export interface FakeApi {
  /** Answers `route` with `reply` from now on (a later `on` for the same route replaces it). */
  on(route: Route, reply: Reply): FakeApi;
  /** Every request answered or not, in order. */
  readonly calls: Asked[];
  /** The requests `route` answered. */
  callsTo(route: Route): Asked[];
  /** Requests no route answered (they fail as a network error would). */
  readonly unanswered: string[];
}

/** The API's error shape: `{statusCode, error, code, message}`. */
export const apiError = (
  statusCode: number,
  message: string,
  extra: Record<string, unknown> = {},
): Response => json(statusCode, { statusCode, error: 'Error', message, ...extra });

export const noContent = (): Response => new Response(null, { status: 204 });

interface Entry {
  route: Route;
  method: string;
  segments: string[];
  reply: Reply;
}

function match(entry: Entry, method: string, path: string): Record<string, string> | null {
  if (entry.method !== method) return null;
  const parts = path.split('/');
  if (parts.length !== entry.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of entry.segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(part);
    else if (segment !== part) return null;
  }
  return params;
}

function parsed(body: string): unknown {
  try {
    return body ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

/** Fails with the signal's reason once it aborts, as fetch does; else settles as `answered`. */
function abortable(answered: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answered.then(resolve, reject);
  });
}

async function answer(reply: Reply, asked: Asked): Promise<Response> {
  if (reply instanceof Response) return reply.clone();
  const value = typeof reply === 'function' ? await reply(asked) : reply;
  if (value instanceof Response) return value;
  return value === undefined ? noContent() : json(200, value);
}

/**
 * Installs a fake API for the client (call it in beforeEach: each call starts with no routes).
 * `routes` are the first answers; `on` adds or replaces one.
 */
export function fakeApi(routes: Partial<Record<Route, Reply>> = {}): FakeApi {
  const entries: Entry[] = [];
  const calls: Asked[] = [];
  const unanswered: string[] = [];
  const base = new URL(`${typeof window === 'undefined' ? 'http://api.test' : window.location.origin}/api/`);
  const api: FakeApi = {
    on(route, reply) {
      const [method = '', path = ''] = route.split(' ');
      const existing = entries.findIndex((entry) => entry.route === route);
      const entry = { route, method, segments: path.replace(/^\/+/, '').split('/'), reply };
      if (existing >= 0) entries[existing] = entry;
      else entries.push(entry);
      return api;
    },
    calls,
    callsTo: (route) => calls.filter((call) => call.route === route),
    unanswered,
  };
  for (const [route, reply] of Object.entries(routes)) api.on(route as Route, reply as Reply);

  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? await request.text() : '';
    const path = url.pathname.startsWith(base.pathname)
      ? url.pathname.slice(base.pathname.length)
      : url.pathname;
    const asked: Asked = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      body,
      path,
      query: url.searchParams,
      params: {},
      json: parsed(body),
      keepalive: request.keepalive,
      signal: request.signal,
    };
    calls.push(asked);
    for (const entry of entries) {
      const params = match(entry, request.method, path);
      if (!params) continue;
      asked.params = params;
      asked.route = entry.route;
      return abortable(answer(entry.reply, asked), request.signal);
    }
    unanswered.push(`${request.method} ${path}`);
    throw new TypeError(`fakeApi: no answer for ${request.method} ${path}`);
  };
  configureApiClient({ baseUrl: base.href.replace(/\/$/, ''), fetch: fetchImpl as typeof fetch });
  return api;
}
