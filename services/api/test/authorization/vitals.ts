import { everyone, moderatorsOnly, PRINCIPALS, type Rows } from './matrix-kit';

/**
 * Field data: any browser reports, each from its own address; staff read the p75.
 */
export const rows: Rows = {
  // vitals (field data): any browser reports, each from its own address; staff read the p75
  'POST /api/vitals': {
    request: (_ctx, who) => ({
      payload: { samples: [{ id: `matrix-${who}`, route: '/movies', metric: 'LCP', value: 900 }] },
      remoteAddress: `10.79.0.${PRINCIPALS.indexOf(who) + 1}`,
    }),
    expect: everyone(204),
  },
  'GET /api/admin/analytics/vitals': { expect: moderatorsOnly(200) },
};
