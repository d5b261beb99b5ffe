import { type Rows, subscribedProfiles, subscribersOnly } from './matrix-kit';

/**
 * Issue 11, resume and Continue Watching: subscribers only (the kids principal's account is
 * subscribed), per viewer profile; title '1' is rated A, so it does not exist for the kids profile.
 */
export const rows: Rows = {
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
