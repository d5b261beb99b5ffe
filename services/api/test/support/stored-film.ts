import type { FastifyInstance } from 'fastify';
import { movieModel } from '../../src/models/movie';
import { CONTENT_BUCKET, mediaBucket } from '../../src/plugins/media/buckets';

/** Bytes standing in for a film: not a trailer's (the grant never plays a trailer as the film). */
export const FILM_BYTES = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 31) % 251));

/**
 * Gives a title a film stored in the private content bucket, as staff's upload of a finished file
 * does: the grant plays it as one progressive file while no HLS ladder exists.
 */
export async function storeFilm(app: FastifyInstance, movieId: string, name = `${movieId}-film.mp4`) {
  const bucket = mediaBucket(app.db, CONTENT_BUCKET);
  await new Promise<void>((resolve, reject) => {
    const upload = bucket.openUploadStream(name, { metadata: { contentType: 'video/mp4' } });
    upload.once('finish', () => resolve()).once('error', reject);
    upload.end(FILM_BYTES);
  });
  await movieModel(app.db).updateOne({ _id: movieId }, { $set: { content_url: name } });
}
