import type { EpisodeRoutes, RouteAnswer, RouteBody } from '@premieres/contracts';
import { EPISODE_PATHS, routeUrl } from '@premieres/contracts';
import type { UploadOptions } from './admin-api';
import { call } from './http';
import { sendWithProgress } from './upload';

// Bodies and answers typed from the contracts' route table (episodeRoutes); only its paths are
// imported at run time, so the schemas stay out of the browser bundles.
type Episode = RouteAnswer<EpisodeRoutes['update']>;
type EpisodeInput = RouteBody<EpisodeRoutes['update']>;
type IntroMarkers = RouteBody<EpisodeRoutes['setIntro']>;

const one = (movieId: string, episodeId: string) => routeUrl(EPISODE_PATHS.one, { id: movieId, episodeId });

/** A series' episodes by season (anyone, within the profile's ceiling) and the staff writes. */
export const episodesApi = {
  seasons: (movieId: string): Promise<RouteAnswer<EpisodeRoutes['seasons']>> =>
    call((c) => c.get(routeUrl(EPISODE_PATHS.seasons, { id: movieId })).json()),
  create: (movieId: string, input: RouteBody<EpisodeRoutes['create']>): Promise<Episode> =>
    call((c) => c.post(routeUrl(EPISODE_PATHS.create, { id: movieId }), { json: input }).json()),
  update: (movieId: string, episodeId: string, input: EpisodeInput): Promise<Episode> =>
    call((c) => c.put(one(movieId, episodeId), { json: input }).json()),
  remove: async (movieId: string, episodeId: string): Promise<void> => {
    await call((c) => c.delete(one(movieId, episodeId)));
  },
  /** The episode's video (multipart 'media'); the API queues its transcode. */
  uploadMedia: (
    movieId: string,
    episodeId: string,
    file: File,
    options: UploadOptions = {},
  ): Promise<RouteAnswer<EpisodeRoutes['uploadMedia']>> => {
    const body = new FormData();
    body.set('media', file);
    return sendWithProgress({
      method: 'POST',
      path: routeUrl(EPISODE_PATHS.media, { id: movieId, episodeId }),
      body,
      ...options,
    });
  },
  /** A movie title's intro markers (an episode's are part of its edit). */
  setIntro: (movieId: string, markers: IntroMarkers): Promise<RouteAnswer<EpisodeRoutes['setIntro']>> =>
    call((c) => c.put(routeUrl(EPISODE_PATHS.intro, { id: movieId }), { json: markers }).json()),
};
