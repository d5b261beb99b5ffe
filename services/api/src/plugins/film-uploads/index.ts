import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FILM_LENGTH_REQUIRED,
  FILM_MAX_BYTES,
  FILM_NOT_VIDEO,
  FILM_UPLOAD_ERROR_CODES,
  FILM_UPLOAD_PATH,
  FILM_UPLOAD_TTL_MS,
  filmTooLarge,
} from '@premieres/contracts';
import { ERRORS, Server } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { attachFilm } from './attach-film';
import { FilmStore } from './film-store';
import { assertTargetExists, filmTargetOf } from './film-target';
import { isTusRefusal, refusal } from './refusal';
import { sendWebResponse, toWebRequest } from './tus-bridge';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const staff = { access: 'moderator' as const };
const UploadParams = Type.Object({ uploadId: Type.String({ pattern: '^[0-9a-f]{32}$' }) });
const TUS_NOTE =
  'tus 1.0.0 resumable upload (creation, termination, expiration): Upload-Length and Upload-Metadata (movieId, episodeId?, kind=content) on POST; application/offset+octet-stream PATCHes from Upload-Offset; HEAD reads the offset.';
/** Unfinished uploads older than FILM_UPLOAD_TTL_MS are swept this often (and at start). */
const SWEEP_MS = 3600 * 1000;

/**
 * Domain plugin: staff upload the film itself (a title's content or an episode's) over tus under
 * /api/admin/film-uploads (moderator or admin). Bytes land on local disk (FILM_UPLOAD_DIR) as they
 * arrive, so a dropped connection or a reload resumes where it stopped; the first bytes must be
 * a video container; the size is checked when the upload starts. When the last byte arrives the
 * film moves to the private content bucket and its transcode is queued ahead of the seed backlog.
 */
export const filmUploadsPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const store = new FilmStore({
    directory: app.apiConfig.filmUploadDir,
    expirationPeriodInMilliseconds: FILM_UPLOAD_TTL_MS,
  });
  // The Fastify request behind each web Request the tus server handles (the caller, for the audit).
  const origins = new WeakMap<Request, FastifyRequest>();
  const tus = new Server({
    path: `${app.prefix}/${FILM_UPLOAD_PATH}`,
    datastore: store,
    relativeLocation: true,
    // Refusals before a byte is stored: a film of unknown size, too large, or for no title.
    async onUploadCreate(_req, upload) {
      if (upload.sizeIsDeferred || upload.size === undefined) {
        throw refusal(400, FILM_UPLOAD_ERROR_CODES.lengthRequired, FILM_LENGTH_REQUIRED);
      }
      if (upload.size > FILM_MAX_BYTES) throw refusal(413, FILM_UPLOAD_ERROR_CODES.tooLarge, filmTooLarge());
      if (upload.size === 0) throw refusal(415, FILM_UPLOAD_ERROR_CODES.notVideo, FILM_NOT_VIDEO);
      await assertTargetExists(app.db, filmTargetOf(upload.metadata));
      return {};
    },
    async onUploadFinish(req, upload) {
      const request = origins.get(req);
      if (!request) throw new Error('film upload finished outside a request');
      try {
        const film = await attachFilm(app, request, store, upload.id, filmTargetOf(upload.metadata));
        request.log.info({ asset: film.assetId, bytes: upload.size }, 'film upload stored and queued');
        // The form keeps the new content_url, so its next save does not put back the old one.
        return { headers: { 'Film-Asset-Id': film.assetId, 'Film-Content-Url': film.contentUrl } };
      } finally {
        // Stored or refused, the upload is over: nothing stays half-written on disk.
        await store.remove(upload.id).catch(() => undefined);
      }
    },
    onResponseError(req, error) {
      if (error === ERRORS.ERR_SIZE_EXCEEDED || error === ERRORS.ERR_MAX_SIZE_EXCEEDED) {
        return refusal(413, FILM_UPLOAD_ERROR_CODES.tooLarge, filmTooLarge());
      }
      if (isTusRefusal(error)) return error;
      (origins.get(req)?.log ?? app.log).error({ err: error }, 'film upload failed');
      return refusal(500, FILM_UPLOAD_ERROR_CODES.storeFailed, 'The upload failed on the server');
    },
  });

  const sweep = () =>
    void tus
      .cleanUpExpiredUploads()
      .catch((err: unknown) => app.log.warn({ err }, 'film upload sweep failed'));
  const sweeper = setInterval(sweep, SWEEP_MS);
  sweeper.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(sweeper));

  // PATCH bodies are the film's bytes: tus reads the raw stream, Fastify must not.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const web = toWebRequest(request, reply);
    origins.set(web, request);
    return sendWebResponse(reply, await tus.handleWeb(web));
  }

  app.post(
    `/${FILM_UPLOAD_PATH}`,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Start a film upload (tus creation): 201 with its Location',
        description: TUS_NOTE,
      },
    },
    handle,
  );
  app.head(
    `/${FILM_UPLOAD_PATH}/:uploadId`,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Where a film upload stands (Upload-Offset) after a drop or reload',
        params: UploadParams,
      },
    },
    handle,
  );
  app.patch(
    `/${FILM_UPLOAD_PATH}/:uploadId`,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary:
          'Send film bytes from Upload-Offset; the last PATCH stores the film and queues its transcode',
        params: UploadParams,
      },
    },
    handle,
  );
  app.delete(
    `/${FILM_UPLOAD_PATH}/:uploadId`,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Cancel a film upload (its bytes are removed)',
        params: UploadParams,
      },
    },
    handle,
  );
};
