import { bearer } from '../helpers';
import { aboveKidsCeiling, type Ctx, everyone, type Rows, signedInOnly, subscribersOnly } from './matrix-kit';

/** The subscriber's grant of title '1' (a stream of its screens and a signed content URL). */
async function subscriberGrant(ctx: Ctx): Promise<{ streamId: string; url: string }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/playback/1',
    headers: bearer(ctx.sessions.subscriber.accessToken),
  });
  return res.json();
}
const subscriberStreamId = async (ctx: Ctx) => (await subscriberGrant(ctx)).streamId;
const subscriberContentUrl = async (ctx: Ctx) => (await subscriberGrant(ctx)).url;

/**
 * Playback grants: subscribers only, within the viewer profile's ceiling; the signed content URL.
 */
export const rows: Rows = {
  // playback: subscribers only, within the viewer profile's ceiling
  'GET /api/playback/:movieId': { request: () => ({ url: '/api/playback/1' }), expect: subscribersOnly(200) },
  // where a title's film stands (Preparing · 45 %): any member, within the profile's ceiling
  'GET /api/playback/:movieId/status': {
    request: () => ({ url: '/api/playback/1/status' }),
    expect: aboveKidsCeiling(200),
  },
  // screens (issue 11): the subscriber beats its own stream; others hold none (kids: subscribed, 409)
  'POST /api/playback/streams/:streamId/heartbeat': {
    request: async (ctx, who) => ({
      url: `/api/playback/streams/${who === 'subscriber' ? await subscriberStreamId(ctx) : '0'.repeat(32)}/heartbeat`,
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
  // signed content URLs: only the subscriber holds one; the others try the bare URL
  'GET /media/content/:movieId': {
    request: async (ctx, who) => ({
      url: who === 'subscriber' ? await subscriberContentUrl(ctx) : '/media/content/1',
    }),
    expect: { ...everyone(403), subscriber: 200 },
  },
};
