import { setSessionHint, useAuthStore } from '@premieres/auth-store';
import type { AuthSession, AuthUser, SignInInput, SignUpInput } from '@premieres/contracts';
import { csrfHeaders, rotateCsrfToken } from './csrf';
import { call, NO_REFRESH } from './http';
import { refreshSession } from './session';

async function startSession(request: Promise<AuthSession>): Promise<AuthSession> {
  const session = await request;
  rotateCsrfToken();
  useAuthStore.getState().setSession(session);
  setSessionHint(true);
  return session;
}

/**
 * `/api/auth/*`. Sign-up, sign-in and refresh also put the session in the auth store; sign-out
 * only tells the API (the caller clears the store, shows the toast and navigates).
 */
export const authApi = {
  signUp: (body: SignUpInput): Promise<AuthSession> =>
    startSession(
      call((c) => c.post('auth/signup', { json: body, headers: csrfHeaders(), context: NO_REFRESH }).json()),
    ),

  signIn: (body: SignInInput): Promise<AuthSession> =>
    startSession(
      call((c) => c.post('auth/signin', { json: body, headers: csrfHeaders(), context: NO_REFRESH }).json()),
    ),

  signOut: async (): Promise<void> => {
    setSessionHint(false);
    await call((c) => c.post('auth/signout', { headers: csrfHeaders(), context: NO_REFRESH }));
    rotateCsrfToken();
  },

  /** Null when there is no valid refresh cookie. */
  refresh: (): Promise<AuthSession | null> => refreshSession(),

  me: (): Promise<AuthUser> => call((c) => c.get('auth/me').json()),

  /** Always 202, whether or not the address exists. */
  requestPasswordReset: async (email: string): Promise<void> => {
    await call((c) =>
      c.post('auth/password-reset', { json: { email }, headers: csrfHeaders(), context: NO_REFRESH }),
    );
  },

  completePasswordReset: async (body: { token: string; password: string }): Promise<void> => {
    await call((c) =>
      c.post('auth/password-reset/complete', { json: body, headers: csrfHeaders(), context: NO_REFRESH }),
    );
  },

  confirmEmail: async (token: string): Promise<void> => {
    await call((c) =>
      c.post('auth/confirm', { json: { token }, headers: csrfHeaders(), context: NO_REFRESH }),
    );
  },
};
