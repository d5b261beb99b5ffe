import { Type } from 'typebox';
import { IdParamsSchema } from '../admin/common';
import type { ApiRoute } from '../api-routes/api-route';
import {
  EpisodeInputSchema,
  EpisodeParamsSchema,
  EpisodeSchema,
  EpisodeSeasonsSchema,
  IntroMarkersSchema,
} from './episode';
import { EPISODE_PATHS } from './episode-paths';

/**
 * A series' episodes, one table for both ends: the episodes plugin registers these schemas, the
 * api-client's episodesApi calls these paths with these bodies and answers these types.
 */
export const episodeRoutes = {
  /** Anyone, within the profile's ceiling. */
  seasons: {
    method: 'GET',
    path: EPISODE_PATHS.seasons,
    params: IdParamsSchema,
    response: EpisodeSeasonsSchema,
  },
  create: {
    method: 'POST',
    path: EPISODE_PATHS.create,
    params: IdParamsSchema,
    body: EpisodeInputSchema,
    status: 201,
    response: EpisodeSchema,
  },
  update: {
    method: 'PUT',
    path: EPISODE_PATHS.one,
    params: EpisodeParamsSchema,
    body: EpisodeInputSchema,
    response: EpisodeSchema,
  },
  remove: {
    method: 'DELETE',
    path: EPISODE_PATHS.one,
    params: EpisodeParamsSchema,
    status: 204,
    response: Type.Null(),
  },
  /** multipart/form-data with one file part 'media' (no JSON body to validate). */
  uploadMedia: {
    method: 'POST',
    path: EPISODE_PATHS.media,
    params: EpisodeParamsSchema,
    response: EpisodeSchema,
  },
  /** A movie title's intro markers (an episode's are part of its edit). */
  setIntro: {
    method: 'PUT',
    path: EPISODE_PATHS.intro,
    params: IdParamsSchema,
    body: IntroMarkersSchema,
    response: IntroMarkersSchema,
  },
} as const satisfies Record<string, ApiRoute>;
export type EpisodeRoutes = typeof episodeRoutes;
