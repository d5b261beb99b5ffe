import { everyone, type Rows } from './matrix-kit';

/**
 * Routes of the API scope itself, not of a domain plugin: the docs, the JSON 404 of unknown
 * paths under /api and /media, and the CORS preflights (public).
 */
export const rows: Rows = {
  // ---- end media pipeline ----
  // the /media prefix scope's JSON 404 for other paths and its CORS preflight (public)
  'GET /media/*': { request: () => ({ url: '/media/no/such/path' }), expect: everyone(404) },
  'HEAD /media/*': { request: () => ({ url: '/media/no/such/path' }), expect: everyone(404) },
  'POST /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'PUT /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'PATCH /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'DELETE /media/*': { request: () => ({ url: '/media/movie-thumbnails/x.svg' }), expect: everyone(404) },
  'OPTIONS /media*': {
    request: (ctx) => ({
      url: '/media/movie-trailers/rann-bhoomi.mp4',
      headers: { origin: ctx.corsOrigin, 'access-control-request-method': 'GET' },
    }),
    expect: everyone(204),
  },
  // docs (public)
  'GET /api/docs': { expect: everyone(200) },
  'GET /api/docs/': { expect: everyone(200) },
  'GET /api/docs/json': { expect: everyone(200) },
  'GET /api/docs/yaml': { expect: everyone(200) },
  'GET /api/docs/static/index.html': { expect: everyone(302) },
  'GET /api/docs/static/swagger-initializer.js': { expect: everyone(200) },
  'GET /api/docs/static/*': {
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: everyone(200),
  },
  // JSON 404 for unknown paths under /api (public)
  'GET /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'HEAD /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'POST /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'PUT /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'PATCH /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  'DELETE /api/*': { request: () => ({ url: '/api/no-such-route' }), expect: everyone(404) },
  // CORS preflight (public; answered for the configured origin)
  'OPTIONS /api*': {
    request: (ctx) => ({
      url: '/api/auth/signin',
      headers: { origin: ctx.corsOrigin, 'access-control-request-method': 'POST' },
    }),
    expect: everyone(204),
  },
};
