import { adminsOnly, type Rows } from './matrix-kit';

/**
 * Development routes.
 */
export const rows: Rows = {
  // dev
  'GET /api/dev/outbox': { expect: adminsOnly(200) },
};
