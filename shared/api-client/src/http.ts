import { getAccessToken, getViewerToken, useAuthStore } from '@premieres/auth-store';
import { VIEWER_ERROR_CODES, VIEWER_PROFILE_HEADER } from '@premieres/contracts';
import ky, { type KyInstance } from 'ky';
import { type ApiClientConfig, apiConfig } from './config';
import { takeArrivedAnswer, withEarlyResponses } from './early-responses';
import { toApiRequestError } from './errors';

/** Set on a call whose 401 must not trigger a refresh (the refresh itself, sign-in...). */
export const NO_REFRESH = { noRefresh: true } as const;

type Refresher = () => Promise<unknown | null>;
let refresher: Refresher = async () => null;

/** The session module registers how to refresh; kept as a hook to avoid an import cycle. */
export function setRefresher(refresh: Refresher): void {
  refresher = refresh;
}

/** Asks the session module for a new access token (null when signed out); for callers outside ky. */
export function refreshAfterUnauthorized(): Promise<unknown | null> {
  return refresher();
}

/** The Authorization header every API call carries once signed in. */
export function bearerHeaders(): Record<string, string> {
  const token = getAccessToken();
  const viewer = getViewerToken();
  return {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    // Who is watching: the API applies this profile's maturity ceiling and uses its lists.
    ...(viewer ? { [VIEWER_PROFILE_HEADER]: viewer } : {}),
  };
}

function bearer(request: Request): void {
  request.headers.delete(VIEWER_PROFILE_HEADER);
  for (const [name, value] of Object.entries(bearerHeaders())) request.headers.set(name, value);
}

async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code;
}

/** The API refused the chosen profile (deleted, expired): forget it, so the picker asks again. */
async function refusedViewer(response: Response): Promise<boolean> {
  if (!getViewerToken()) return false;
  return (await errorCode(response)) === VIEWER_ERROR_CODES.tokenInvalid;
}

/**
 * A profile-level call refused for want of a chosen profile (the main one has a PIN): the store
 * asks 'Who's watching?' and the shell opens it; the call still fails for its caller to undo.
 */
async function noteViewerRequired(response: Response): Promise<void> {
  if (response.status !== 403) return;
  if ((await errorCode(response)) === VIEWER_ERROR_CODES.pinRequired) {
    useAuthStore.getState().requireViewer();
  }
}

function createHttp(config: ApiClientConfig): KyInstance {
  return ky.create({
    prefix: config.baseUrl,
    credentials: 'include',
    timeout: 15_000,
    // Reads the shell started before this client loaded are taken instead of asked again.
    fetch: withEarlyResponses(config.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    // No automatic retries (TanStack Query owns those); the one forced retry after a refresh
    // needs a limit of 1.
    retry: { limit: 1, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [({ request }) => bearer(request)],
      afterResponse: [
        async ({ response, options, retryCount }) => {
          await noteViewerRequired(response);
          if (response.status !== 401 || retryCount > 0 || options.context.noRefresh) return;
          if (await refusedViewer(response)) {
            useAuthStore.getState().clearViewer();
            return ky.retry({ code: 'VIEWER_CLEARED' });
          }
          const session = await refresher();
          if (session) return ky.retry({ code: 'TOKEN_REFRESHED' });
        },
      ],
      beforeRetry: [({ request }) => bearer(request)],
      beforeError: [({ error }) => toApiRequestError(error)],
    },
  });
}

let instance: KyInstance | undefined;
let builtFor: ApiClientConfig | undefined;

/** The one ky instance (rebuilt only when configureApiClient changed the config). */
export function http(): KyInstance {
  const config = apiConfig();
  if (!instance || builtFor !== config) {
    instance = createHttp(config);
    builtFor = config;
  }
  return instance;
}

/** The absolute URL the client asks for GET `path` (ky joins its prefix so). */
export function apiUrl(path: string, searchParams?: URLSearchParams): string {
  const query = searchParams?.toString();
  return `${apiConfig().baseUrl.replace(/\/+$/, '')}/${path}${query ? `?${query}` : ''}`;
}

/**
 * What the shell's early read of GET `path` answered for the current viewer profile, when it has
 * already arrived (taken once); undefined otherwise, and the call then goes its usual way.
 */
export function arrivedAnswer<T>(path: string, searchParams?: URLSearchParams): T | undefined {
  return takeArrivedAnswer(apiUrl(path, searchParams), getViewerToken()) as T | undefined;
}

/** Runs a call and rejects with ApiRequestError whatever went wrong. */
export async function call<T>(run: (client: KyInstance) => Promise<T>): Promise<T> {
  try {
    return await run(http());
  } catch (error) {
    throw toApiRequestError(error);
  }
}
