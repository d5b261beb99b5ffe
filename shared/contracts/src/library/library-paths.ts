/**
 * Where My List and Liked titles live (under /api). Schema-free: the api-client reads these
 * without bringing the schemas (library-routes.ts) into a browser bundle.
 */
export const LIBRARY_PATHS = {
  list: '/me/list',
  listEntry: '/me/list/:movieId',
  likes: '/me/likes',
  likeEntry: '/me/likes/:movieId',
} as const;
