import type { FastifyInstance } from 'fastify';
import { assetId, mediaAssetModel } from '../../src/media-pipeline/jobs/media-asset';
import { movieModel } from '../../src/models/movie';
import { CONTENT_BUCKET, mediaBucket } from '../../src/plugins/stored-files/buckets';

/** Bytes standing in for a film: not a trailer's (the grant never plays a trailer as the film). */
export const FILM_BYTES = Buffer.from(Array.from({ length: 64 * 1024 }, (_, i) => (i * 31) % 251));

/**
 * Gives a title a film stored in the private content bucket whose transcode failed (no worker runs
 * in tests): the grant plays such a film as one progressive file. A film still being transcoded
 * waits for its ladder instead (409 MEDIA_NOT_READY), so the asset is recorded as failed, with the
 * file's name as its field value, and the catalogue sync leaves it alone.
 */
export async function storeFilm(app: FastifyInstance, movieId: string, name = `${movieId}-film.mp4`) {
  const bucket = mediaBucket(app.db, CONTENT_BUCKET);
  await new Promise<void>((resolve, reject) => {
    const upload = bucket.openUploadStream(name, { metadata: { contentType: 'video/mp4' } });
    upload.once('finish', () => resolve()).once('error', reject);
    upload.end(FILM_BYTES);
  });
  await movieModel(app.db).updateOne({ _id: movieId }, { $set: { content_url: name } });
  await mediaAssetModel(app.db).updateOne(
    { _id: assetId(movieId, 'content') },
    {
      $set: {
        movie_id: movieId,
        kind: 'content',
        source: { type: 'stored', bucket: CONTENT_BUCKET, name },
        field_value: name,
        state: 'failed',
        error: 'not transcoded in tests',
        ladder: null,
        ladder_prefix: null,
      },
      $setOnInsert: { subtitles: [], audio_sources: [], attempts: 1, percent: 0 },
    },
    { upsert: true },
  );
}
