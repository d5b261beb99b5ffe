import { everyone, type Rows } from './matrix-kit';

/**
 * Liveness and readiness probes (public).
 */
export const rows: Rows = {
  // health
  'GET /api/health': { expect: everyone(200) },
  'GET /api/ready': { expect: everyone(200) },
};
