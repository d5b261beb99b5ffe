/**
 * Where a series' episodes live (under /api): the catalogue read and the staff writes.
 * Schema-free: the api-client reads these without bringing the schemas (episode-routes.ts) into
 * a browser bundle.
 */
export const EPISODE_PATHS = {
  seasons: '/movies/:id/episodes',
  create: '/admin/movies/:id/episodes',
  one: '/admin/movies/:id/episodes/:episodeId',
  media: '/admin/movies/:id/episodes/:episodeId/media',
  intro: '/admin/movies/:id/intro',
} as const;
