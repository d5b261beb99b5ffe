import { aboveKidsCeiling, managersOnly, type Rows, subscribersOnly } from './matrix-kit';

/**
 * Issue 16, watching in your language: a profile's defaults are read and set by the account's
 * managers (the main profile's id is the user's), the title choice is the acting profile's own
 * (subscribers only, title '1' is above the kids ceiling), a title's languages are public.
 */
export const rows: Rows = {
  'GET /api/viewer-profiles/:id/languages': {
    request: (ctx) => ({ url: `/api/viewer-profiles/${ctx.sessions.user.userId}/languages` }),
    expect: { ...managersOnly(404), user: 200 },
  },
  'PUT /api/viewer-profiles/:id/languages': {
    request: (ctx) => ({
      url: `/api/viewer-profiles/${ctx.sessions.user.userId}/languages`,
      payload: { audio: 'hi', subtitles: 'off', subtitleSize: 'large', subtitleBackground: 'box' },
    }),
    expect: { ...managersOnly(404), user: 200 },
  },
  'GET /api/me/languages/:movieId': {
    request: () => ({ url: '/api/me/languages/1' }),
    expect: subscribersOnly(200),
  },
  'PUT /api/me/languages/:movieId': {
    request: () => ({ url: '/api/me/languages/1', payload: { audio: 'hi', subtitles: 'ml' } }),
    expect: subscribersOnly(200),
  },
  'GET /api/movies/:id/languages': {
    request: () => ({ url: '/api/movies/1/languages' }),
    expect: aboveKidsCeiling(200, false),
  },
};
