import { everyone, type Rows } from './matrix-kit';

/**
 * Public read URLs of the storage buckets.
 */
export const rows: Rows = {
  // media (public read URLs of the storage buckets)
  'GET /media/:bucket/:name': {
    request: () => ({ url: '/media/movie-thumbnails/rann-bhoomi.svg' }),
    expect: everyone(200),
  },
};
