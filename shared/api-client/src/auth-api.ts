import { setSessionHint, useAuthStore } from '@premieres/auth-store';
import type { AuthRoutes, RouteAnswer, RouteBody } from '@premieres/contracts';
import { AUTH_PATHS, routeUrl } from '@premieres/contracts';
import { csrfHeaders, rotateCsrfToken } from './csrf';
import { call, NO_REFRESH } from './http';
import { refreshSession } from './session';

// Bodies and answers typed from the contracts' route table (authRoutes); only its paths are
// imported at run time, so the schemas stay out of the browser bundles.
type Session = RouteAnswer<AuthRoutes['signIn']>;

async function startSession(request: Promise<Session>): Promise<Session> {
  const session = await request;
  rotateCsrfToken();
  useAuthStore.getState().setSession(session);
  setSessionHint(true);
  return session;
}

/** The CSRF double submit, and no refresh first (there is no session yet, or it is the session's own). */
const noRefresh = () => ({ headers: csrfHeaders(), context: NO_REFRESH });

/**
 * `/api/auth/*`. Sign-up, sign-in and refresh also put the session in the auth store; sign-out
 * only tells the API (the caller clears the store, shows the toast and navigates).
 */
export const authApi = {
  signUp: (body: RouteBody<AuthRoutes['signUp']>): Promise<RouteAnswer<AuthRoutes['signUp']>> =>
    startSession(call((c) => c.post(routeUrl(AUTH_PATHS.signUp), { json: body, ...noRefresh() }).json())),

  signIn: (body: RouteBody<AuthRoutes['signIn']>): Promise<Session> =>
    startSession(call((c) => c.post(routeUrl(AUTH_PATHS.signIn), { json: body, ...noRefresh() }).json())),

  signOut: async (): Promise<void> => {
    setSessionHint(false);
    await call((c) => c.post(routeUrl(AUTH_PATHS.signOut), noRefresh()));
    rotateCsrfToken();
  },

  /** Null when there is no valid refresh cookie. */
  refresh: (): Promise<RouteAnswer<AuthRoutes['refresh']> | null> => refreshSession(),

  me: (): Promise<RouteAnswer<AuthRoutes['me']>> => call((c) => c.get(routeUrl(AUTH_PATHS.me)).json()),

  /** Always 202, whether or not the address exists. */
  requestPasswordReset: async (email: string): Promise<void> => {
    const body: RouteBody<AuthRoutes['passwordReset']> = { email };
    await call((c) => c.post(routeUrl(AUTH_PATHS.passwordReset), { json: body, ...noRefresh() }));
  },

  completePasswordReset: async (body: RouteBody<AuthRoutes['passwordResetComplete']>): Promise<void> => {
    await call((c) => c.post(routeUrl(AUTH_PATHS.passwordResetComplete), { json: body, ...noRefresh() }));
  },

  confirmEmail: async (token: string): Promise<void> => {
    const body: RouteBody<AuthRoutes['confirm']> = { token };
    await call((c) => c.post(routeUrl(AUTH_PATHS.confirm), { json: body, ...noRefresh() }));
  },
};
