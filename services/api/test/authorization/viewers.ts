import { managersOnly, type Rows, signedInOnly } from './matrix-kit';

let profileCounter = 0;

/**
 * Viewer profiles: every URL names a profile of the member "user"; other accounts get 404
 * (another account's profile is never readable or writable), a kids profile cannot manage.
 */
export const rows: Rows = {
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
};
