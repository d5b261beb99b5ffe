import { everyone, PRINCIPALS, type Rows } from './matrix-kit';

/**
 * Any browser reports what the page's policy blocked.
 */
export const rows: Rows = {
  // csp-reports: any browser reports what the page's policy blocked
  'POST /api/csp-reports': {
    request: (_ctx, who) => ({
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': '/movies', 'blocked-uri': 'inline' } }),
      remoteAddress: `10.79.1.${PRINCIPALS.indexOf(who) + 1}`,
    }),
    expect: everyone(204),
  },
};
