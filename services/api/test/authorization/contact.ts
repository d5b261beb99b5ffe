import { type Ctx, everyone, moderatorsOnly, PRINCIPALS, type Rows } from './matrix-kit';

const CONTACT_BODY = {
  name: 'Matrix',
  email: 'matrix@example.com',
  subject: 'Matrix subject',
  message: 'A message from the authorization matrix.',
};
let contactCounter = 0;

async function createContactMessage(ctx: Ctx): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: CONTACT_BODY,
    remoteAddress: `10.78.${Math.floor(++contactCounter / 3)}.1`,
  });
  return res.json().id;
}

/**
 * Contact: anyone may write to support; staff read and resolve the messages.
 */
export const rows: Rows = {
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
    request: async (ctx) => ({
      url: `/api/admin/contact-messages/${await createContactMessage(ctx)}/resolve`,
    }),
    expect: moderatorsOnly(200),
  },
};
