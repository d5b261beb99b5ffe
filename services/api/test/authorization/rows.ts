import { everyone, moderatorsOnly, type Rows, subscribedProfiles } from './matrix-kit';

/**
 * Rows that learn (issue 26): Top 10 is public like the catalogue; the per-profile row needs plays.
 */
export const rows: Rows = {
  'GET /api/rows/top-ten': { expect: everyone(200) },
  'GET /api/me/because-you-watched': { expect: subscribedProfiles(200) },
  'GET /api/admin/analytics/top-ten': { expect: moderatorsOnly(200) },
};
