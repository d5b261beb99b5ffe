import {
  type AuthSession,
  EARLY_REQUEST_MAX_AGE_MS,
  EARLY_SESSION_GLOBAL,
  type EarlyRequest,
} from '@premieres/contracts';
import { ApiRequestError } from './errors';

/**
 * The session restore the shell's entry started (shell/src/session/early-session.ts), taken once:
 * the session it answered, or null when there is none to take (or it failed on the way, so the
 * caller refreshes itself). A refusal (no valid refresh cookie) rejects like the client's own call.
 */
export async function takeEarlySession(): Promise<AuthSession | null> {
  const holder = globalThis as unknown as Record<string, EarlyRequest | undefined>;
  const early = holder[EARLY_SESSION_GLOBAL];
  if (!early) return null;
  holder[EARLY_SESSION_GLOBAL] = undefined;
  if (performance.now() - early.startedAt > EARLY_REQUEST_MAX_AGE_MS) return null;
  const response = await early.response.catch(() => null);
  if (!response) return null;
  if (response.ok) return (await response.json()) as AuthSession;
  if (response.status === 401 || response.status === 403) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string };
    throw new ApiRequestError({
      statusCode: response.status,
      error: body.error ?? response.statusText,
      message: body.message ?? response.statusText,
    });
  }
  return null;
}
