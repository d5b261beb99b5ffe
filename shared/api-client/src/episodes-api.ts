import type { Episode, EpisodeInput, EpisodeSeasons, IntroMarkers } from '@premieres/contracts';
import type { UploadOptions } from './admin-api';
import { call } from './http';
import { sendWithProgress } from './upload';

const seriesPath = (movieId: string) => `movies/${encodeURIComponent(movieId)}/episodes`;
const staffPath = (movieId: string, episodeId?: string) =>
  `admin/${seriesPath(movieId)}${episodeId ? `/${encodeURIComponent(episodeId)}` : ''}`;

/** A series' episodes by season (anyone, within the profile's ceiling) and the staff writes. */
export const episodesApi = {
  seasons: (movieId: string): Promise<EpisodeSeasons> => call((c) => c.get(seriesPath(movieId)).json()),
  create: (movieId: string, input: EpisodeInput): Promise<Episode> =>
    call((c) => c.post(staffPath(movieId), { json: input }).json()),
  update: (movieId: string, episodeId: string, input: EpisodeInput): Promise<Episode> =>
    call((c) => c.put(staffPath(movieId, episodeId), { json: input }).json()),
  remove: async (movieId: string, episodeId: string): Promise<void> => {
    await call((c) => c.delete(staffPath(movieId, episodeId)));
  },
  /** The episode's video (multipart 'media'); the API queues its transcode. */
  uploadMedia: (
    movieId: string,
    episodeId: string,
    file: File,
    options: UploadOptions = {},
  ): Promise<Episode> => {
    const body = new FormData();
    body.set('media', file);
    return sendWithProgress({
      method: 'POST',
      path: `${staffPath(movieId, episodeId)}/media`,
      body,
      ...options,
    });
  },
  /** A movie title's intro markers (an episode's are part of its edit). */
  setIntro: (movieId: string, markers: IntroMarkers): Promise<IntroMarkers> =>
    call((c) => c.put(`admin/movies/${encodeURIComponent(movieId)}/intro`, { json: markers }).json()),
};
