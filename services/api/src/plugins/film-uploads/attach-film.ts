import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import {
  FILM_STORE_FAILED,
  FILM_UPLOAD_ERROR_CODES,
  type FilmTarget,
  uniqueStorageName,
} from '@premieres/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assetId, episodeAssetId } from '../../media-pipeline/jobs/media-asset';
import { queueStoredSource } from '../../media-pipeline/jobs/queue-stored-source';
import { mediaPipelineOf } from '../../media-pipeline/media-pipeline';
import { episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { afterCatalogueWrite } from '../admin/after-write';
import { removeEpisodeFiles, removeReleasedFiles } from '../admin/titles/movie-files';
import { removeStoredFile } from '../admin/titles/uploads/store-upload';
import { CONTENT_BUCKET, mediaBucket } from '../stored-files/buckets';
import type { FilmStore } from './film-store';
import { unknownTitle } from './film-target';
import { refusal } from './refusal';

export interface FinishedFilm {
  /** The media asset (transcode job) the film feeds. */
  assetId: string;
  /** The record's new content_url: `movie-content/<name>`. */
  contentUrl: string;
}

/** Copies a finished upload into the private content bucket under a fresh unique name. */
async function storeFilm(app: FastifyInstance, store: FilmStore, uploadId: string): Promise<string> {
  const { mime, ext } = await store.typeOf(uploadId);
  const name = uniqueStorageName(`film.${ext}`);
  const bucket = mediaBucket(app.db, CONTENT_BUCKET);
  const upload = bucket.openUploadStream(name, { metadata: { contentType: mime } });
  try {
    await pipeline(createReadStream(store.fileOf(uploadId)), upload);
  } catch (error) {
    await bucket.delete(upload.id).catch(() => undefined);
    app.log.error({ err: error }, 'storing a film upload failed');
    throw refusal(500, FILM_UPLOAD_ERROR_CODES.storeFailed, FILM_STORE_FAILED);
  }
  return name;
}

/** Points the title (or episode) at its new film; answers the content_url it had, or null when it is gone. */
async function pointAt(app: FastifyInstance, target: FilmTarget, value: string) {
  const $set = { content_url: value, updated_at: app.clock.now() };
  if (target.episodeId) {
    const before = await episodeModel(app.db)
      .findOneAndUpdate(
        { _id: target.episodeId, movie_id: target.movieId },
        { $set },
        { returnDocument: 'before' },
      )
      .lean();
    return before ? { content_url: before.content_url ?? null } : null;
  }
  const before = await movieModel(app.db)
    .findOneAndUpdate({ _id: target.movieId }, { $set }, { returnDocument: 'before' })
    .lean();
  return before ?? null;
}

/**
 * A film upload is complete: the file moves into the private content bucket, the title's (or
 * episode's) content_url names it, its media asset is queued like any stored source (the player
 * and staff see "queued"), and its transcode goes ahead of the seed backlog (staff priority).
 * The record changes before the asset, so a media sync in between never queues the film from
 * the wrong bucket. The film it replaces is removed once nothing points at it.
 */
export async function attachFilm(
  app: FastifyInstance,
  request: FastifyRequest,
  store: FilmStore,
  uploadId: string,
  target: FilmTarget,
): Promise<FinishedFilm> {
  const name = await storeFilm(app, store, uploadId);
  const contentUrl = `${CONTENT_BUCKET}/${name}`;
  const before = await pointAt(app, target, contentUrl);
  if (!before) {
    await removeStoredFile(mediaBucket(app.db, CONTENT_BUCKET), name);
    throw unknownTitle();
  }
  const id = target.episodeId
    ? episodeAssetId(target.movieId, target.episodeId)
    : assetId(target.movieId, 'content');
  const owner = target.episodeId
    ? { movie_id: target.movieId, episode_id: target.episodeId, kind: 'content' as const }
    : { movie_id: target.movieId, kind: 'content' as const };
  await queueStoredSource(app.db, id, owner, name, contentUrl, CONTENT_BUCKET);
  await afterCatalogueWrite(app, request, {
    action: target.episodeId ? 'episode.media' : 'movie.film',
    target_type: target.episodeId ? 'episode' : 'movie',
    target_id: target.episodeId ?? target.movieId,
    before: { content_url: before.content_url ?? null },
    after: { content_url: contentUrl },
  });
  await mediaPipelineOf(app.db, app.apiConfig.media, app.log).queue.enqueue(id, 'staff');
  if (target.episodeId) await removeEpisodeFiles(app.db, [{ content_url: before.content_url ?? null }]);
  else
    await removeReleasedFiles(app.db, [
      { thumbnail: null, trailer_url: null, content_url: before.content_url },
    ]);
  return { assetId: id, contentUrl };
}
