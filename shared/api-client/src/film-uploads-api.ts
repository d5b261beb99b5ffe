import { FILM_UPLOAD_PATH } from '@premieres/contracts';
import { apiConfig } from './config';
import { bearerHeaders, refreshAfterUnauthorized } from './http';

/**
 * Staff film uploads (tus, resumable) at /api/admin/film-uploads. The tus client itself lives in
 * the admin remote (only staff download it); here are its endpoint and the credentials of each
 * of its requests, read fresh every time because a long upload outlives an access token.
 */
export const filmUploadsApi = {
  /** The tus endpoint, absolute. */
  endpoint: (): string => `${apiConfig().baseUrl}/${FILM_UPLOAD_PATH}`,
  /** Headers for the next tus request: the current access token. */
  headers: (): Record<string, string> => bearerHeaders(),
  /** After a 401: renews the session once; true when a retry can succeed. */
  renewSession: async (): Promise<boolean> => (await refreshAfterUnauthorized()) !== null,
};
