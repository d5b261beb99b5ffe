import { notificationModel } from '../../src/models/notification';
import { type Ctx, type Rows, type SignedIn, signedInOnly } from './matrix-kit';

let notificationCounter = 0;

/** A fresh notification of the caller's account (a billing event made for it). */
async function notificationOf(ctx: Ctx, who: SignedIn): Promise<string> {
  const userId = ctx.sessions[who].userId;
  const eventId = `matrix-${++notificationCounter}`;
  await ctx.app.accountEvents.emit('paymentFailed', { userId, planId: 'basic', reason: 'matrix', eventId });
  const doc = await notificationModel(ctx.app.db)
    .findOne({ user_id: userId, source_key: `paymentFailed:${eventId}` })
    .lean();
  if (!doc) throw new Error('no notification made');
  return doc._id.toHexString();
}

/**
 * Notifications: a notification URL names one of the member "user", which is absent (404) for
 * everyone else.
 */
export const rows: Rows = {
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
};
