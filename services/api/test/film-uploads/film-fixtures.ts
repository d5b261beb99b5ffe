import type { FilmTarget } from '@premieres/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../helpers';

export const TUS = { 'tus-resumable': '1.0.0' } as const;
export const UPLOADS = '/api/admin/film-uploads';

/** tus Upload-Metadata: `key base64(value)` pairs, comma-separated. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export function filmMetadata(target: FilmTarget): string {
  return tusMetadata({
    movieId: target.movieId,
    ...(target.episodeId ? { episodeId: target.episodeId } : {}),
    kind: 'content',
    filename: 'film.mp4',
  });
}

/** POST: creates an upload of `size` bytes; answers the response (Location on 201). */
export function createUpload(
  app: FastifyInstance,
  token: string,
  size: number,
  metadata: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: UPLOADS,
    headers: { ...bearer(token), ...TUS, 'upload-length': String(size), 'upload-metadata': metadata },
  });
}

/** PATCH: `bytes` from `offset`. */
export function patchUpload(
  app: FastifyInstance,
  token: string,
  location: string,
  offset: number,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      ...bearer(token),
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}

/** HEAD: where the upload stands (Upload-Offset). */
export function headUpload(app: FastifyInstance, token: string, location: string) {
  return app.inject({ method: 'HEAD', url: location, headers: { ...bearer(token), ...TUS } });
}

/** A whole film in one PATCH; answers the final PATCH's response. */
export async function uploadFilm(
  app: FastifyInstance,
  token: string,
  target: FilmTarget,
  bytes: Buffer,
): Promise<LightMyRequestResponse> {
  const created = await createUpload(app, token, bytes.length, filmMetadata(target));
  if (created.statusCode !== 201) throw new Error(`create failed ${created.statusCode}: ${created.body}`);
  return patchUpload(app, token, String(created.headers.location), 0, bytes);
}
