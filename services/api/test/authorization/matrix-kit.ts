import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Session } from '../helpers';

/**
 * The vocabulary of the authorization matrix (test/authorization-matrix.test.ts): the callers,
 * the context their requests are made in, a row, and the usual expectations. Each domain keeps
 * its rows in a file of its own here (test/authorization/<plugin>.ts).
 *
 * The viewer profile is the second dimension: 'kids' is a member of another account acting as
 * its kids profile (ceiling U/A 7+), sending that profile's token with every request.
 * The subscription is the third: 'subscriber' is a member with an active Standard subscription
 * bought through the real checkout path (hosted page → Pay → signed event); the kids principal's
 * account is subscribed too, so its ceiling (not its subscription) decides content rows.
 */
export type Principal = 'anonymous' | 'user' | 'moderator' | 'admin' | 'anotherUser' | 'kids' | 'subscriber';
export type SignedIn = Exclude<Principal, 'anonymous'>;
export const PRINCIPALS: Principal[] = [
  'anonymous',
  'user',
  'moderator',
  'admin',
  'anotherUser',
  'kids',
  'subscriber',
];

export interface Ctx {
  app: FastifyInstance;
  sessions: Record<SignedIn, Session & { email: string; password: string }>;
  /** A refresh token from a new sign-in of the caller (cookie-authenticated routes spend it). */
  freshRefresh(who: Principal): Promise<string | undefined>;
  /** An account anyone may sign in to. */
  spare: { email: string; password: string };
  corsOrigin: string;
  /** The kids principal's profile token. */
  kidsToken: string;
  /** A fresh deletable profile of the caller's account (made by its main profile). */
  spareProfile(who: SignedIn): Promise<string>;
  /** An open checkout of the member "user" (foreign to everyone else). */
  userCheckout: { sessionId: string; url: string };
  /** An open checkout of the spare account (the hosted page's Pay/Decline rows). */
  spareCheckout: { sessionId: string; url: string };
}

export interface Row {
  /** The request without credentials; the harness adds the caller's Bearer token. Default: the route itself. */
  request?: (ctx: Ctx, who: Principal) => InjectOptions | Promise<InjectOptions>;
  expect: Record<Principal, number>;
}

/** A domain's rows, keyed 'METHOD /path' as the route is registered. */
export type Rows = Record<string, Row>;

export const everyone = (status: number): Record<Principal, number> => ({
  anonymous: status,
  user: status,
  moderator: status,
  admin: status,
  anotherUser: status,
  kids: status,
  subscriber: status,
});
export const signedInOnly = (status: number) => ({ ...everyone(status), anonymous: 401 });
export const moderatorsOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  moderator: status,
  admin: status,
  anotherUser: 403,
  kids: 403,
  subscriber: 403,
});
export const adminsOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  moderator: 403,
  admin: status,
  anotherUser: 403,
  kids: 403,
  subscriber: 403,
});
/** Billing writes: a kids profile may not; an account with (or without) a subscription is refused. */
export const billingWrite = (subscriber: number, others: number) => ({
  ...signedInOnly(others),
  kids: 403,
  subscriber,
});
/** Subscribers only; title '1' (rated A) is above the kids ceiling (that account is subscribed). */
export const subscribersOnly = (status: number) => ({
  ...signedInOnly(403),
  kids: 404,
  subscriber: status,
});
/** Adult profiles only: a kids profile may not create, edit or delete profiles. */
export const managersOnly = (status: number) => ({ ...signedInOnly(status), kids: 403 });
/** Title '1' is rated A: above the kids ceiling it does not exist for that profile. */
export const aboveKidsCeiling = (status: number, signedIn = true) => ({
  ...(signedIn ? signedInOnly(status) : everyone(status)),
  kids: 404,
});
/** Subscribers only (the kids principal's account is subscribed), per viewer profile. */
export const subscribedProfiles = (status: number) => ({
  ...signedInOnly(403),
  kids: status,
  subscriber: status,
});
