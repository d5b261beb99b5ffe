import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEV_WEBHOOK_SECRET } from '../src/config';
import { notificationModel } from '../src/models/notification';
import { signBody } from '../src/plugins/billing/providers/hmac';
import { SIMULATED_SIGNATURE_HEADER } from '../src/plugins/billing/providers/simulated';
import { movieWrite, mp4Bytes, multipart, pngBytes } from './admin/admin-fixtures';
import { startCheckout, subscribe } from './billing/billing-fixtures';
import {
  asViewer,
  bearer,
  createViewerProfile,
  DEV_ADMIN_EMAIL,
  DEV_ADMIN_PASSWORD,
  DEV_MODERATOR,
  GOOD_PASSWORD,
  type Session,
  selectViewerProfile,
  signIn,
  signUp,
  startTestApp,
  startTestDb,
  type TestDb,
  uniqueEmail,
  withCsrf,
} from './helpers';
import { storeFilm } from './support/stored-film';

/**
 * Authorization matrix: every registered route × every kind of caller, with the expected status.
 * The route list comes from the app itself (onRoute), so a route added without a row here fails
 * the first test. A new domain plugin adds its rows to MATRIX.
 */

/**
 * The viewer profile is the second dimension: 'kids' is a member of another account acting as
 * its kids profile (ceiling U/A 7+), sending that profile's token with every request.
 */
/**
 * The subscription is the third: 'subscriber' is a member with an active Standard subscription
 * bought through the real checkout path (hosted page → Pay → signed event); the kids principal's
 * account is subscribed too, so its ceiling (not its subscription) decides content rows.
 */
type Principal = 'anonymous' | 'user' | 'moderator' | 'admin' | 'anotherUser' | 'kids' | 'subscriber';
type SignedIn = Exclude<Principal, 'anonymous'>;
const PRINCIPALS: Principal[] = [
  'anonymous',
  'user',
  'moderator',
  'admin',
  'anotherUser',
  'kids',
  'subscriber',
];

interface Ctx {
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

interface Row {
  /** The request without credentials; the harness adds the caller's Bearer token. Default: the route itself. */
  request?: (ctx: Ctx, who: Principal) => InjectOptions | Promise<InjectOptions>;
  expect: Record<Principal, number>;
}

const everyone = (status: number): Record<Principal, number> => ({
  anonymous: status,
  user: status,
  moderator: status,
  admin: status,
  anotherUser: status,
  kids: status,
  subscriber: status,
});
const signedInOnly = (status: number) => ({ ...everyone(status), anonymous: 401 });
const moderatorsOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  moderator: status,
  admin: status,
  anotherUser: 403,
  kids: 403,
  subscriber: 403,
});
const adminsOnly = (status: number) => ({
  anonymous: 401,
  user: 403,
  moderator: 403,
  admin: status,
  anotherUser: 403,
  kids: 403,
  subscriber: 403,
});
/** Billing writes: a kids profile may not; an account with (or without) a subscription is refused. */
const billingWrite = (subscriber: number, others: number) => ({
  ...signedInOnly(others),
  kids: 403,
  subscriber,
});
/** Subscribers only; title '1' (rated A) is above the kids ceiling (that account is subscribed). */
const subscribersOnly = (status: number) => ({
  ...signedInOnly(403),
  kids: 404,
  subscriber: status,
});
let eventCounter = 0;
/** Adult profiles only: a kids profile may not create, edit or delete profiles. */
const managersOnly = (status: number) => ({ ...signedInOnly(status), kids: 403 });
/** Title '1' is rated A: above the kids ceiling it does not exist for that profile. */
const aboveKidsCeiling = (status: number, signedIn = true) => ({
  ...(signedIn ? signedInOnly(status) : everyone(status)),
  kids: 404,
});
let profileCounter = 0;

/**
 * Issue 11, resume and Continue Watching: subscribers only (the kids principal's account is
 * subscribed), per viewer profile; title '1' is rated A, so it does not exist for the kids profile.
 */
const subscribedProfiles = (status: number) => ({ ...signedInOnly(403), kids: status, subscriber: status });
const WATCH_PROGRESS_ROWS: Record<string, Row> = {
  'PUT /api/me/progress/:movieId': {
    request: () => ({ url: '/api/me/progress/1', payload: { positionSeconds: 5, durationSeconds: 10 } }),
    expect: subscribersOnly(200),
  },
  'GET /api/me/progress/:movieId': {
    request: () => ({ url: '/api/me/progress/1' }),
    expect: subscribersOnly(200),
  },
  'GET /api/me/continue-watching': { expect: subscribedProfiles(200) },
  'DELETE /api/me/continue-watching/:movieId': {
    request: () => ({ url: '/api/me/continue-watching/1' }),
    expect: subscribedProfiles(204),
  },
};
/** Rows that learn (issue 26): Top 10 is public like the catalogue; the per-profile row needs plays. */
const LEARNING_ROWS: Record<string, Row> = {
  'GET /api/rows/top-ten': { expect: everyone(200) },
  'GET /api/me/because-you-watched': { expect: subscribedProfiles(200) },
  'GET /api/admin/analytics/top-ten': { expect: moderatorsOnly(200) },
};
/**
 * Search (issue 26): public like the catalogue (answers within the caller's ceiling); recent
 * searches belong to the acting profile, so only signed-in callers have them.
 */
const SEARCH_ROWS: Record<string, Row> = {
  'GET /api/search': { request: () => ({ url: '/api/search?q=antariksh' }), expect: everyone(200) },
  'GET /api/search/suggest': {
    request: () => ({ url: '/api/search/suggest?q=antar' }),
    expect: everyone(200),
  },
  'GET /api/me/searches': { expect: signedInOnly(200) },
  'POST /api/me/searches': { request: () => ({ payload: { q: 'antariksh' } }), expect: signedInOnly(200) },
  'DELETE /api/me/searches': { expect: signedInOnly(204) },
};

/**
 * Issue 11, series and episodes: the catalogue read obeys the ceiling through the series ('tv2'
 * is rated A); staff write episodes of 'tv3'; an episode's HLS needs a signed URL like content.
 */
let episodeCounter = 100;
const episodeInput = (number: number) => ({
  season: 9,
  number,
  title: 'Matrix Episode',
  durationSeconds: 60,
});
const EPISODE_ROWS: Record<string, Row> = {
  'GET /api/movies/:id/episodes': {
    request: () => ({ url: '/api/movies/tv2/episodes' }),
    expect: aboveKidsCeiling(200, false),
  },
  'POST /api/admin/movies/:id/episodes': {
    request: () => ({ url: '/api/admin/movies/tv3/episodes', payload: episodeInput(++episodeCounter) }),
    expect: moderatorsOnly(201),
  },
  'PUT /api/admin/movies/:id/episodes/:episodeId': {
    request: () => ({
      url: '/api/admin/movies/tv3/episodes/tv3-s1e2',
      payload: { season: 1, number: 2, title: 'Oxygen Budget', durationSeconds: 1320 },
    }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/movies/:id/episodes/:episodeId': {
    request: async () => ({ url: `/api/admin/movies/tv3/episodes/${await createEpisode()}` }),
    expect: moderatorsOnly(204),
  },
  'POST /api/admin/movies/:id/episodes/:episodeId/media': {
    request: async () => {
      const body = multipart([{ name: 'media', filename: 'e.mp4', content: mp4Bytes(), type: 'video/mp4' }]);
      return { url: `/api/admin/movies/tv3/episodes/${await createEpisode()}/media`, ...body };
    },
    expect: moderatorsOnly(200),
  },
  'PUT /api/admin/movies/:id/intro': {
    request: () => ({
      url: '/api/admin/movies/2/intro',
      payload: { introStartSeconds: 1, introEndSeconds: 4 },
    }),
    expect: moderatorsOnly(200),
  },
  'GET /media/hls/:movieId/episodes/:episodeId/*': {
    request: () => ({ url: '/media/hls/tv3/episodes/tv3-s1e1/master.m3u8' }),
    expect: everyone(403),
  },
  // Public like a poster; no transcode of this episode here, so no still.
  'GET /media/stills/:movieId/episodes/:episodeId/:still': {
    request: () => ({ url: '/media/stills/tv3/episodes/tv3-s1e1/t1.jpg' }),
    expect: everyone(404),
  },
};

/**
 * Issue 16, watching in your language: a profile's defaults are read and set by the account's
 * managers (the main profile's id is the user's), the title choice is the acting profile's own
 * (subscribers only, title '1' is above the kids ceiling), a title's languages are public.
 */
const LANGUAGE_ROWS: Record<string, Row> = {
  'GET /api/viewer-profiles/:id/languages': {
    request: (ctx) => ({ url: `/api/viewer-profiles/${ctx.sessions.user.userId}/languages` }),
    expect: { ...managersOnly(404), user: 200 },
  },
  'PUT /api/viewer-profiles/:id/languages': {
    request: (ctx) => ({
      url: `/api/viewer-profiles/${ctx.sessions.user.userId}/languages`,
      payload: { audio: 'hi', subtitles: 'off', subtitleSize: 'large', subtitleBackground: 'box' },
    }),
    expect: { ...managersOnly(404), user: 200 },
  },
  'GET /api/me/languages/:movieId': {
    request: () => ({ url: '/api/me/languages/1' }),
    expect: subscribersOnly(200),
  },
  'PUT /api/me/languages/:movieId': {
    request: () => ({ url: '/api/me/languages/1', payload: { audio: 'hi', subtitles: 'ml' } }),
    expect: subscribersOnly(200),
  },
  'GET /api/movies/:id/languages': {
    request: () => ({ url: '/api/movies/1/languages' }),
    expect: aboveKidsCeiling(200, false),
  },
};

/**
 * Issue 10, account half: settings, account profile, notifications, contact. Kept in one block
 * (merged into MATRIX above) so other branches' rows merge beside it. /me URLs name no user, so
 * each caller only reaches their own; a notification URL names one of the member "user", which
 * is absent (404) for everyone else.
 */
const ACCOUNT_HALF_ROWS: Record<string, Row> = {
  'GET /api/me/settings': { expect: signedInOnly(200) },
  'PATCH /api/me/settings': { request: () => ({ payload: { autoplay: false } }), expect: signedInOnly(200) },
  'GET /api/me/profile': { expect: signedInOnly(200) },
  'PATCH /api/me/profile': {
    request: () => ({ payload: { full_name: 'Matrix Name' } }),
    expect: managersOnly(200),
  },
  'GET /api/me/notifications': { expect: signedInOnly(200) },
  'GET /api/me/notifications/unread-count': { expect: signedInOnly(200) },
  'POST /api/me/notifications/:id/read': {
    request: async (ctx) => ({ url: `/api/me/notifications/${await notificationOf(ctx, 'user')}/read` }),
    expect: { ...signedInOnly(404), user: 200 },
  },
  'POST /api/me/notifications/read-all': { expect: signedInOnly(200) },
  'DELETE /api/me/notifications/:id': {
    request: async (ctx, who) => ({
      url: `/api/me/notifications/${await notificationOf(ctx, who === 'anonymous' ? 'user' : who)}`,
    }),
    expect: signedInOnly(204),
  },
  // Anyone may write to support; each caller from its own address, so the 3-per-hour limit of
  // one client is not what this row measures.
  'GET /api/contact/limit': { expect: everyone(200) },
  'POST /api/contact': {
    request: (_ctx, who) => ({
      payload: CONTACT_BODY,
      remoteAddress: `10.77.0.${PRINCIPALS.indexOf(who) + 1}`,
    }),
    expect: everyone(201),
  },
  'GET /api/admin/contact-messages': { expect: moderatorsOnly(200) },
  'POST /api/admin/contact-messages/:id/resolve': {
    request: async () => ({ url: `/api/admin/contact-messages/${await createContactMessage()}/resolve` }),
    expect: moderatorsOnly(200),
  },
};

const CONTACT_BODY = {
  name: 'Matrix',
  email: 'matrix@example.com',
  subject: 'Matrix subject',
  message: 'A message from the authorization matrix.',
};
let notificationCounter = 0;
let contactCounter = 0;

/** A fresh notification of the caller's account (a billing event made for it). */
async function notificationOf(ctx: Ctx, who: SignedIn): Promise<string> {
  const userId = ctx.sessions[who].userId;
  const eventId = `matrix-${++notificationCounter}`;
  await app.accountEvents.emit('paymentFailed', { userId, planId: 'basic', reason: 'matrix', eventId });
  const doc = await notificationModel(app.db)
    .findOne({ user_id: userId, source_key: `paymentFailed:${eventId}` })
    .lean();
  if (!doc) throw new Error('no notification made');
  return doc._id.toHexString();
}

async function createContactMessage(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: CONTACT_BODY,
    remoteAddress: `10.78.${Math.floor(++contactCounter / 3)}.1`,
  });
  return res.json().id;
}

const MATRIX: Record<string, Row> = {
  // health
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },
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
  // users
  'GET /api/users': { expect: adminsOnly(200) },
  'PUT /api/users/:id/role': {
    // Target: the member "user" (for "user" this is their own account).
    request: (ctx) => ({ url: `/api/users/${ctx.sessions.user.userId}/role`, payload: { role: 'user' } }),
    expect: adminsOnly(200),
  },
  // admin (staff: moderator or admin)
  'GET /api/admin/movies': { expect: moderatorsOnly(200) },
  'GET /api/admin/movies/:id': {
    request: () => ({ url: '/api/admin/movies/1' }),
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies': {
    request: () => ({ payload: movieWrite({ title: `Matrix ${uniqueEmail('t')}` }) }),
    expect: moderatorsOnly(201),
  },
  'PATCH /api/admin/movies/:id': {
    request: () => ({ url: '/api/admin/movies/1', payload: { is_new: true } }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/movies/:id': {
    request: async () => ({ url: `/api/admin/movies/${await createTitle()}` }),
    expect: moderatorsOnly(204),
  },
  'PUT /api/admin/movies/:id/thumbnail': {
    request: () => {
      const body = multipart([
        { name: 'thumbnail', filename: 'p.png', content: pngBytes(), type: 'image/png' },
      ]);
      return { url: '/api/admin/movies/2/thumbnail', payload: body.payload, headers: body.headers };
    },
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies/bulk-delete': {
    request: () => ({ payload: { ids: ['no-such-title'] } }),
    expect: moderatorsOnly(200),
  },
  'POST /api/admin/movies/bulk-flags': {
    request: () => ({ payload: { ids: ['1'], field: 'is_new', value: true } }),
    expect: moderatorsOnly(200),
  },
  'GET /api/admin/trending': { expect: moderatorsOnly(200) },
  'PUT /api/admin/trending': {
    request: () => ({ payload: { slots: ['1', '2', null, null, null, null, null, null, null, null] } }),
    expect: moderatorsOnly(200),
  },
  'GET /api/admin/categories': { expect: moderatorsOnly(200) },
  'POST /api/admin/categories': {
    request: () => ({ payload: { name: `Matrix ${uniqueEmail('c')}` } }),
    expect: moderatorsOnly(201),
  },
  'PATCH /api/admin/categories/:id': {
    request: () => ({
      url: '/api/admin/categories/action',
      payload: { name: 'Action', description: 'Matrix' },
    }),
    expect: moderatorsOnly(200),
  },
  'DELETE /api/admin/categories/:id': {
    request: async () => ({ url: `/api/admin/categories/${await createCategory()}` }),
    expect: moderatorsOnly(204),
  },
  'GET /api/admin/analytics': { expect: moderatorsOnly(200) },
  'GET /api/admin/analytics/plays': { expect: moderatorsOnly(200) },
  // vitals (field data): any browser reports, each from its own address; staff read the p75
  'POST /api/vitals': {
    request: (_ctx, who) => ({
      payload: { samples: [{ id: `matrix-${who}`, route: '/movies', metric: 'LCP', value: 900 }] },
      remoteAddress: `10.79.0.${PRINCIPALS.indexOf(who) + 1}`,
    }),
    expect: everyone(204),
  },
  'GET /api/admin/analytics/vitals': { expect: moderatorsOnly(200) },
  // csp-reports: any browser reports what the page's policy blocked
  'POST /api/csp-reports': {
    request: (_ctx, who) => ({
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': '/movies', 'blocked-uri': 'inline' } }),
      remoteAddress: `10.79.1.${PRINCIPALS.indexOf(who) + 1}`,
    }),
    expect: everyone(204),
  },
  'GET /api/admin/audit': { expect: moderatorsOnly(200) },
  'GET /api/admin/staff': { expect: moderatorsOnly(200) },
  // catalog (public: the landing page shows trending titles to visitors; browsing is not protected)
  'GET /api/movies': { expect: everyone(200) },
  'GET /api/movies/:id': { request: () => ({ url: '/api/movies/1' }), expect: aboveKidsCeiling(200, false) },
  'GET /api/trending': { expect: everyone(200) },
  'GET /api/categories': { expect: everyone(200) },
  // library: the URLs name no user, so each caller only ever reaches their own list; that another
  // user's entries stay unreadable and unchanged is asserted in catalogue/library-routes.test.ts
  'GET /api/me/list': { expect: signedInOnly(200) },
  'GET /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: signedInOnly(200) },
  'PUT /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: aboveKidsCeiling(200) },
  'DELETE /api/me/list/:movieId': { request: () => ({ url: '/api/me/list/1' }), expect: signedInOnly(204) },
  'GET /api/me/likes': { expect: signedInOnly(200) },
  'GET /api/me/likes/:movieId': { request: () => ({ url: '/api/me/likes/1' }), expect: signedInOnly(200) },
  'PUT /api/me/likes/:movieId': {
    request: () => ({ url: '/api/me/likes/1' }),
    expect: aboveKidsCeiling(200),
  },
  // viewer profiles: every URL names a profile of the member "user"; other accounts get 404
  // (another account's profile is never readable or writable), a kids profile cannot manage
  'GET /api/viewer-profiles': { expect: signedInOnly(200) },
  'POST /api/viewer-profiles': {
    request: () => ({ payload: { name: `Matrix ${++profileCounter}`, avatar: 'kite', kids: false } }),
    expect: managersOnly(201),
  },
  'PATCH /api/viewer-profiles/:id': {
    request: (ctx) => ({
      url: `/api/viewer-profiles/${ctx.sessions.user.userId}`,
      payload: { avatar: 'moon' },
    }),
    expect: { ...managersOnly(404), user: 200 },
  },
  'DELETE /api/viewer-profiles/:id': {
    request: async (ctx, who) => ({
      url: `/api/viewer-profiles/${who === 'anonymous' || who === 'kids' ? ctx.sessions.user.userId : await ctx.spareProfile(who)}`,
    }),
    expect: managersOnly(204),
  },
  'POST /api/viewer-profiles/:id/select': {
    request: (ctx) => ({ url: `/api/viewer-profiles/${ctx.sessions.user.userId}/select`, payload: {} }),
    expect: { ...signedInOnly(404), user: 200 },
  },
  'DELETE /api/me/likes/:movieId': { request: () => ({ url: '/api/me/likes/1' }), expect: signedInOnly(204) },
  ...ACCOUNT_HALF_ROWS,
  ...WATCH_PROGRESS_ROWS,
  ...LEARNING_ROWS,
  ...SEARCH_ROWS,
  ...EPISODE_ROWS,
  ...LANGUAGE_ROWS,
  // billing: plans are public; the subscription and its changes are the caller's own
  'GET /api/plans': { expect: everyone(200) },
  'GET /api/billing/subscription': { expect: managersOnly(200) },
  'POST /api/billing/checkout': {
    request: () => ({ payload: { planId: 'basic' } }),
    expect: billingWrite(409, 201),
  },
  'GET /api/billing/checkout/:sessionId': {
    request: (ctx) => ({ url: `/api/billing/checkout/${ctx.userCheckout.sessionId}` }),
    expect: { ...signedInOnly(404), user: 200, kids: 403 },
  },
  'POST /api/billing/change-plan': {
    // Standard → Premium: an upgrade checkout for the subscriber; nothing to change for the others.
    request: () => ({ payload: { planId: 'premium' } }),
    expect: billingWrite(200, 409),
  },
  'POST /api/billing/cancel': { expect: billingWrite(200, 409) },
  'POST /api/billing/resume': {
    request: async (_ctx, who) => {
      if (who === 'subscriber') await cancelSubscriberPlan();
      return {};
    },
    expect: billingWrite(200, 409),
  },
  // the provider's webhook: the signature is the credential, whoever sends it
  'POST /api/billing/webhook': {
    request: () =>
      signedEvent({
        id: `evt_matrix_${++eventCounter}`,
        type: 'payment.failed',
        session_id: 'cs_nosuchsession0',
      }),
    expect: everyone(200),
  },
  // the simulated provider's hosted page: the unguessable session id is the capability
  'GET /api/billing/simulated/checkout/:sessionId': {
    request: (ctx) => ({ url: ctx.spareCheckout.url }),
    expect: everyone(200),
  },
  'POST /api/billing/simulated/checkout/:sessionId': {
    request: (ctx) => ({
      url: ctx.spareCheckout.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=decline',
    }),
    expect: everyone(303),
  },
  // playback: subscribers only, within the viewer profile's ceiling
  'GET /api/playback/:movieId': { request: () => ({ url: '/api/playback/1' }), expect: subscribersOnly(200) },
  // where a title's film stands (Preparing · 45 %): any member, within the profile's ceiling
  'GET /api/playback/:movieId/status': {
    request: () => ({ url: '/api/playback/1/status' }),
    expect: aboveKidsCeiling(200),
  },
  // screens (issue 11): the subscriber beats its own stream; others hold none (kids: subscribed, 409)
  'POST /api/playback/streams/:streamId/heartbeat': {
    request: async (_ctx, who) => ({
      url: `/api/playback/streams/${who === 'subscriber' ? await subscriberStreamId() : '0'.repeat(32)}/heartbeat`,
    }),
    expect: { ...signedInOnly(403), kids: 409, subscriber: 200 },
  },
  'DELETE /api/playback/streams/:streamId': {
    request: () => ({ url: `/api/playback/streams/${'0'.repeat(32)}` }),
    expect: signedInOnly(204),
  },
  // play milestones for admin analytics: any member, within the profile's ceiling
  'POST /api/playback/:movieId/events': {
    request: () => ({ url: '/api/playback/1/events', payload: { milestone: 'start' } }),
    expect: aboveKidsCeiling(204),
  },
  // downloads (issue 27): subscribers on a plan with download devices (the kids account is Basic:
  // no devices, so no options and 403 DOWNLOADS_NOT_IN_PLAN); title '1' has no HLS ladder here (404)
  'GET /api/downloads/options': {
    request: () => ({ url: '/api/downloads/options?contentId=1' }),
    expect: { ...signedInOnly(403), kids: 200, subscriber: 404 },
  },
  'POST /api/downloads/licences': {
    request: () => ({
      url: '/api/downloads/licences',
      payload: { contentId: '1', quality: 'standard', deviceId: 'matrix-device-1', deviceName: 'Matrix' },
    }),
    expect: { ...signedInOnly(403), kids: 403, subscriber: 404 },
  },
  'GET /api/downloads/licences': {
    request: () => ({ url: '/api/downloads/licences?deviceId=matrix-device-1' }),
    expect: signedInOnly(200),
  },
  'POST /api/downloads/licences/:id/playback': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}/playback` }),
    expect: subscribersOnly(404),
  },
  'POST /api/downloads/licences/:id/renew': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}/renew` }),
    expect: { ...signedInOnly(403), kids: 403, subscriber: 404 },
  },
  'DELETE /api/downloads/licences/:id': {
    request: () => ({ url: `/api/downloads/licences/${'0'.repeat(24)}` }),
    expect: signedInOnly(404),
  },
  // account settings' download devices: any member (a lapsed one too); a kids profile may not remove
  'GET /api/downloads/devices': { expect: signedInOnly(200) },
  'DELETE /api/downloads/devices/:id': {
    request: () => ({ url: '/api/downloads/devices/matrix-device-1' }),
    expect: { ...signedInOnly(404), kids: 403 },
  },
  // a download's package files: signed URLs from a licence only (the gate refuses a bare one)
  'GET /media/downloads/:licenceId/:file': {
    request: () => ({ url: `/media/downloads/${'0'.repeat(24)}/s0000.ts` }),
    expect: everyone(403),
  },
  // signed content URLs: only the subscriber holds one; the others try the bare URL
  'GET /media/content/:movieId': {
    request: async (_ctx, who) => ({
      url: who === 'subscriber' ? await subscriberContentUrl() : '/media/content/1',
    }),
    expect: { ...everyone(403), subscriber: 200 },
  },
  // media (public read URLs of the storage buckets)
  'GET /media/:bucket/:name': {
    request: () => ({ url: '/media/movie-thumbnails/rann-bhoomi.svg' }),
    expect: everyone(200),
  },
  // ---- media pipeline (issue 11/16): staff transcoding routes and HLS playback ----
  'GET /api/admin/transcoding': { expect: moderatorsOnly(200) },
  'POST /api/admin/transcoding/:id/retry': {
    request: () => ({ url: '/api/admin/transcoding/no-such.content/retry' }),
    expect: moderatorsOnly(404),
  },
  'PUT /api/admin/transcoding/:id/subtitles/:language': {
    request: () => ({
      url: '/api/admin/transcoding/no-such.content/subtitles/hi',
      headers: { 'content-type': 'text/vtt' },
      payload: 'WEBVTT\n\n00:01.000 --> 00:02.000\nनमस्ते\n',
    }),
    expect: moderatorsOnly(404),
  },
  'PUT /api/admin/transcoding/:id/audio/:language': {
    request: () => ({
      url: '/api/admin/transcoding/no-such.content/audio/hi',
      headers: { 'content-type': 'audio/mp4' },
      payload: Buffer.from('not really audio'),
    }),
    expect: moderatorsOnly(404),
  },
  // ---- staff film uploads (issue 23): tus under /api/admin/film-uploads ----
  'POST /api/admin/film-uploads': {
    request: () => ({
      url: '/api/admin/film-uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '8192',
        'upload-metadata': `movieId ${Buffer.from('1').toString('base64')},kind ${Buffer.from('content').toString('base64')}`,
      },
    }),
    expect: moderatorsOnly(201),
  },
  'HEAD /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: moderatorsOnly(404),
  },
  'PATCH /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      payload: mp4Bytes(1024),
    }),
    expect: moderatorsOnly(404),
  },
  'DELETE /api/admin/film-uploads/:uploadId': {
    request: () => ({
      url: `/api/admin/film-uploads/${'a'.repeat(32)}`,
      headers: { 'tus-resumable': '1.0.0' },
    }),
    expect: moderatorsOnly(404),
  },
  // HLS content: a signed URL from GET /api/playback only (the gate refuses a bare one for all).
  'GET /media/hls/:movieId/content/*': {
    request: () => ({ url: '/media/hls/3/content/master.m3u8' }),
    expect: everyone(403),
  },
  // Trailers are public (no trailer ladder in this app: 404 for all, never 401/403).
  'GET /media/hls/:movieId/trailer/*': {
    request: () => ({ url: '/media/hls/3/trailer/master.m3u8' }),
    expect: everyone(404),
  },
  // ---- end media pipeline ----
  // the /media prefix scope's JSON 404 for other paths and its CORS preflight (public)
  'GET /media/*': { request: () => ({ url: '/media/no/such/path' }), expect: everyone(404) },
  'HEAD /media/*': { request: () => ({ url: '/media/no/such/path' }), expect: everyone(404) },
  'POST /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'PUT /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'PATCH /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'DELETE /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'OPTIONS /media*': {
    request: (ctx) => ({
      url: '/media/movie-trailers/rann-bhoomi.mp4',
      headers: { origin: ctx.corsOrigin, 'access-control-request-method': 'GET' },
    }),
    expect: everyone(204),
  },
  // dev
  'GET /api/dev/outbox': { expect: adminsOnly(200) },
  // docs (public)
  'GET /api/docs': { expect: everyone(200) },
  'GET /api/docs/': { expect: everyone(200) },
  'GET /api/docs/json': { expect: everyone(200) },
  'GET /api/docs/yaml': { expect: everyone(200) },
  'GET /api/docs/static/index.html': { expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(200) },
  'GET /api/docs/static/*': {
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  // JSON 404 for unknown paths under /api (public)
  'GET /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'HEAD /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'POST /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'PUT /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'PATCH /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'DELETE /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  // CORS preflight (public; answered for the configured origin)
  'OPTIONS /api*': {
    request: (ctx) => ({
      url: '/api/auth/signin',
      headers: { origin: ctx.corsOrigin, 'access-control-request-method': 'POST' },
    }),
    expect: everyone(204),
  },
};

/** The row of a route; HEAD routes Fastify adds for GET ones behave as the GET row. */
function rowFor(method: string, url: string): Row | undefined {
  return MATRIX[`${method} ${url}`] ?? (method === 'HEAD' ? MATRIX[`GET ${url}`] : undefined);
}

let db: TestDb;
let app: FastifyInstance;
let ctx: Ctx;

/** A fresh title / category for a delete row (made by the admin, whoever then calls). */
async function createTitle(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/movies',
    payload: movieWrite({ title: `Doomed ${uniqueEmail('t')}` }),
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

/** A fresh episode of 'tv3' for a delete or upload row (made by the admin). */
async function createEpisode(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/movies/tv3/episodes',
    payload: episodeInput(++episodeCounter),
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

/** A webhook call signed with the (development) webhook secret. */
function signedEvent(body: object): InjectOptions {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      [SIMULATED_SIGNATURE_HEADER]: signBody(DEV_WEBHOOK_SECRET, payload),
    },
  };
}

async function cancelSubscriberPlan(): Promise<void> {
  await app.inject({
    method: 'POST',
    url: '/api/billing/cancel',
    headers: bearer(ctx.sessions.subscriber.accessToken),
  });
}

async function subscriberStreamId(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/playback/1',
    headers: bearer(ctx.sessions.subscriber.accessToken),
  });
  return res.json().streamId;
}

async function subscriberContentUrl(): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/playback/1',
    headers: bearer(ctx.sessions.subscriber.accessToken),
  });
  return res.json().url;
}

async function createCategory(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/categories',
    payload: { name: `Doomed ${uniqueEmail('c')}` },
    headers: bearer(ctx.sessions.admin.accessToken),
  });
  return res.json().id;
}

beforeAll(async () => {
  db = await startTestDb();
  const corsOrigin = 'http://localhost:3001';
  app = await startTestApp(db.uri, { corsOrigins: [corsOrigin] });
  const user = await signUp(app);
  const anotherUser = await signUp(app);
  const spare = await signUp(app);
  const admin = {
    ...(await signIn(app, DEV_ADMIN_EMAIL, DEV_ADMIN_PASSWORD)),
    email: DEV_ADMIN_EMAIL,
    password: DEV_ADMIN_PASSWORD,
  };
  const moderator = { ...(await signIn(app, DEV_MODERATOR.email, DEV_MODERATOR.password)), ...DEV_MODERATOR };
  const kids = await signUp(app);
  const kidsProfile = await createViewerProfile(app, kids, { name: 'Kids', kids: true, ceiling: 'U/A 7+' });
  const kidsToken = await selectViewerProfile(app, kids, kidsProfile.id);
  const subscriber = await signUp(app);
  await subscribe(app, subscriber, 'standard');
  // Title '1' gets a film of its own (its sample clip is the trailer only).
  await storeFilm(app, '1');
  await subscribe(app, kids, 'basic');
  const userCheckout = await startCheckout(app, user, 'standard');
  const spareCheckout = await startCheckout(app, spare, 'basic');
  const sessions = { user, anotherUser, admin, moderator, kids, subscriber };
  ctx = {
    sessions,
    kidsToken,
    userCheckout,
    spareCheckout,
    async spareProfile(who) {
      return (await createViewerProfile(app, sessions[who], { name: `Spare ${++profileCounter}` })).id;
    },
    spare: { email: spare.email, password: spare.password },
    corsOrigin,
    async freshRefresh(who) {
      if (who === 'anonymous') return undefined;
      const s = sessions[who];
      return (await signIn(app, s.email, s.password)).refreshToken;
    },
  };
});
afterAll(async () => {
  await app?.close();
  await db?.stop();
});

describe('authorization matrix', () => {
  it('every registered route has a row, and every row a route', () => {
    const missing = app.apiRoutes.filter((r) => !rowFor(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    const used = new Set(app.apiRoutes.map((r) => rowFor(r.method, r.url)));
    const stale = Object.entries(MATRIX)
      .filter(([, row]) => !used.has(row))
      .map(([key]) => key);
    expect(stale).toEqual([]);
  });

  it('every route declares an access level', () => {
    expect(app.apiRoutes.filter((r) => !r.access)).toEqual([]);
  });

  it('each caller gets the expected status on each route', async () => {
    const failures: string[] = [];
    for (const route of app.apiRoutes) {
      const row = rowFor(route.method, route.url);
      if (!row) continue; // reported by the first test
      for (const who of PRINCIPALS) {
        const base = (await row.request?.(ctx, who)) ?? {};
        const headers = { ...(base.headers as Record<string, string>) };
        if (who === 'kids') Object.assign(headers, asViewer(ctx.sessions.kids, ctx.kidsToken));
        else if (who !== 'anonymous') Object.assign(headers, bearer(ctx.sessions[who].accessToken));
        const res = await app.inject({
          ...base,
          method: route.method as InjectOptions['method'],
          url: base.url ?? route.url,
          headers,
        });
        if (res.statusCode !== row.expect[who]) {
          failures.push(
            `${route.method} ${route.url} as ${who}: ${res.statusCode}, expected ${row.expect[who]} ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Hundreds of requests in sequence: more than jest's default 5 s on a busy 2-core machine.
  }, 120_000);
});
