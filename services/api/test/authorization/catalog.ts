import { aboveKidsCeiling, everyone, type Rows } from './matrix-kit';

/**
 * The catalogue (public: the landing page shows trending titles to visitors; browsing is not
 * protected).
 */
export const rows: Rows = {
  // catalog (public: the landing page shows trending titles to visitors; browsing is not protected)
  'GET /api/movies': { expect: everyone(200) },
  'GET /api/movies/:id': { request: () => ({ url: '/api/movies/1' }), expect: aboveKidsCeiling(200, false) },
  'GET /api/trending': { expect: everyone(200) },
  'GET /api/categories': { expect: everyone(200) },
};
