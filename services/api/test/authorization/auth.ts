import { GOOD_PASSWORD, uniqueEmail, withCsrf } from '../helpers';
import { everyone, type Rows, signedInOnly } from './matrix-kit';

/**
 * Sign-up, sign-in, sessions and account recovery.
 */
export const rows: Rows = {
  // auth
  'POST /api/auth/signup': {
    request: () => ({
      payload: { fullName: 'Matrix Person', email: uniqueEmail('matrix'), password: GOOD_PASSWORD },
    }),
    expect: everyone(201),
  },
  'POST /api/auth/signin': {
    request: (ctx) => withCsrf({ payload: ctx.spare }),
    expect: everyone(200),
  },
  'POST /api/auth/refresh': {
    request: async (ctx, who) => withCsrf({}, await ctx.freshRefresh(who)),
    // Cookie-authenticated: an anonymous caller has no refresh cookie.
    expect: signedInOnly(200),
  },
  'POST /api/auth/signout': {
    request: async (ctx, who) => withCsrf({}, await ctx.freshRefresh(who)),
    expect: everyone(204),
  },
  'GET /api/auth/me': { expect: signedInOnly(200) },
  'POST /api/auth/password-reset': {
    request: (ctx) => ({ payload: { email: ctx.spare.email } }),
    expect: everyone(202),
  },
  'POST /api/auth/password-reset/complete': {
    // Reachable by all; the made-up token is refused by the route itself.
    request: () => ({ payload: { token: 'made-up', password: GOOD_PASSWORD } }),
    expect: everyone(400),
  },
  'POST /api/auth/confirm': {
    request: () => ({ payload: { token: 'made-up' } }),
    expect: everyone(400),
  },
};
