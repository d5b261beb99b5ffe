import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ERROR_CODES,
  CONTENT_NOT_FOUND,
  EPISODE_ERROR_CODES,
  type EpisodeInput,
  episodeRoutes,
  introMarkersError,
  STORAGE_BUCKETS,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { type EpisodeDoc, episodeModel } from '../../models/episode';
import { movieModel } from '../../models/movie';
import { afterCatalogueWrite } from '../admin/after-write';
import { removeEpisodeFiles } from '../admin/titles/movie-files';
import { removeEpisodeMedia } from '../admin/titles/title-media';
import { discardUploads, readUpload } from '../admin/titles/uploads/read-upload';
import { episodeMedia, toEpisode } from './episode-view';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const staff = { access: 'moderator' as const };
// Paths (under /api/admin), params, bodies and answers are the contracts' (episodeRoutes,
// episode/episode-routes.ts).
const { create, update, remove, uploadMedia, setIntro } = episodeRoutes;

const notFound = () => AppError.coded(404, ADMIN_ERROR_CODES.notFound, CONTENT_NOT_FOUND);
const episodeNotFound = () => AppError.coded(404, EPISODE_ERROR_CODES.notFound, 'No such episode');
const duplicate = () =>
  AppError.coded(409, EPISODE_ERROR_CODES.duplicate, 'This season already has an episode with that number', {
    number: 'This season already has an episode with that number',
  });

function assertMarkers(markers: Parameters<typeof introMarkersError>[0], duration?: number) {
  const field = introMarkersError(markers, duration);
  if (!field) return;
  const message = 'The intro must start before it ends, inside the title';
  throw AppError.coded(400, EPISODE_ERROR_CODES.introOrder, message, { [field]: message });
}

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000;

/** Stored fields of an episode input. */
function fieldsOf(input: EpisodeInput) {
  return {
    season: input.season,
    number: input.number,
    title: input.title.trim(),
    duration_seconds: input.durationSeconds,
    synopsis: input.synopsis?.trim() || null,
    intro_start_seconds: input.introStartSeconds ?? null,
    intro_end_seconds: input.introEndSeconds ?? null,
  };
}

/**
 * Staff routes of a series' episodes under /api/admin (moderator or admin): create, edit, delete,
 * upload an episode's video (transcoded by the media pipeline like a title's content, see
 * sync-episode-assets.ts) and a movie title's intro markers. Every write is audited.
 */
export const episodeStaffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const Episodes = episodeModel(app.db);
  const limits = app.apiConfig.uploadLimits;

  async function series(id: string) {
    const movie = await Movies.findById(id, { type: 1 }).lean();
    if (!movie) throw notFound();
    if (movie.type !== 'tv') {
      throw AppError.coded(400, EPISODE_ERROR_CODES.notSeries, 'Only a series (type tv) has episodes');
    }
    return movie;
  }
  async function episodeOf(movieId: string, episodeId: string) {
    const doc = await Episodes.findOne({ _id: episodeId, movie_id: movieId }).lean();
    if (!doc) throw episodeNotFound();
    return doc;
  }
  const view = async (doc: EpisodeDoc) => toEpisode(doc, await episodeMedia(app.db, [doc]));
  const audit = (
    request: FastifyRequest,
    action: 'create' | 'update' | 'delete' | 'media',
    id: string,
    before: unknown,
    after: unknown,
  ) =>
    afterCatalogueWrite(app, request, {
      action: `episode.${action}`,
      target_type: 'episode',
      target_id: id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });

  app.post(
    create.path,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Add an episode to a series (unique season and number)',
        params: create.params,
        body: create.body,
        response: { [create.status]: create.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await series(id);
      assertMarkers(request.body, request.body.durationSeconds);
      let doc: EpisodeDoc;
      try {
        const now = app.clock.now();
        doc = (
          await Episodes.create({ movie_id: id, ...fieldsOf(request.body), created_at: now, updated_at: now })
        ).toObject();
      } catch (error) {
        if (isDuplicateKey(error)) throw duplicate();
        throw error;
      }
      await audit(request, 'create', doc._id, null, doc);
      return reply.code(201).send(await view(doc));
    },
  );

  app.put(
    update.path,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Edit an episode (every field, intro markers included)',
        params: update.params,
        body: update.body,
        response: { 200: update.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, episodeId } = request.params;
      const before = await episodeOf(id, episodeId);
      assertMarkers(request.body, request.body.durationSeconds);
      let after: EpisodeDoc | null;
      try {
        after = await Episodes.findOneAndUpdate(
          { _id: episodeId, movie_id: id },
          { $set: { ...fieldsOf(request.body), updated_at: app.clock.now() } },
          { new: true },
        ).lean();
      } catch (error) {
        if (isDuplicateKey(error)) throw duplicate();
        throw error;
      }
      if (!after) throw episodeNotFound();
      await audit(request, 'update', episodeId, before, after);
      return view(after);
    },
  );

  app.delete(
    remove.path,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Delete an episode (its uploaded video and transcoded media go with it)',
        params: remove.params,
        response: { [remove.status]: remove.response, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, episodeId } = request.params;
      const before = await episodeOf(id, episodeId);
      await Episodes.deleteOne({ _id: episodeId, movie_id: id });
      await audit(request, 'delete', episodeId, before, null);
      // Its uploaded video, asset and ladder go with it (the media sync would drop the ladder later).
      await removeEpisodeMedia(app, before);
      return reply.code(204).send(null);
    },
  );

  app.post(
    uploadMedia.path,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: "Upload an episode's video (multipart file 'media'); it is transcoded into the HLS ladder",
        description: "multipart/form-data with one file part 'media' (a video)",
        params: uploadMedia.params,
        response: { 200: uploadMedia.response, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id, episodeId } = request.params;
      const before = await episodeOf(id, episodeId);
      if (!request.isMultipart()) {
        throw AppError.coded(
          400,
          ADMIN_ERROR_CODES.unexpectedFile,
          "Send the video as the multipart file 'media'",
        );
      }
      const upload = await readUpload(app.db, request, {
        files: {
          media: { bucketName: STORAGE_BUCKETS.trailers, kind: 'video', maxBytes: limits.trailerBytes },
        },
      });
      const stored = upload.stored.media;
      if (!stored) throw AppError.coded(400, ADMIN_ERROR_CODES.unexpectedFile, "The file 'media' is missing");
      try {
        const after = await Episodes.findOneAndUpdate(
          { _id: episodeId, movie_id: id },
          { $set: { content_url: stored.name, updated_at: app.clock.now() } },
          { new: true },
        ).lean();
        if (!after) throw episodeNotFound();
        // The catalogue change runs the media sync: the new file gets a queued transcode.
        await audit(
          request,
          'media',
          episodeId,
          { content_url: before.content_url },
          { content_url: after.content_url },
        );
        await removeEpisodeFiles(app.db, [before]);
        return view(after);
      } catch (error) {
        await discardUploads(app.db, upload.stored);
        throw error;
      }
    },
  );

  app.put(
    setIntro.path,
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: "Set or clear a title's intro markers (Skip Intro); an episode's are part of its edit",
        params: setIntro.params,
        body: setIntro.body,
        response: { 200: setIntro.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await Movies.findById(id, { intro_start_seconds: 1, intro_end_seconds: 1 }).lean();
      if (!before) throw notFound();
      assertMarkers(request.body);
      const markers = {
        intro_start_seconds: request.body.introStartSeconds,
        intro_end_seconds: request.body.introEndSeconds,
      };
      await Movies.updateOne({ _id: id }, { $set: { ...markers, updated_at: app.clock.now() } });
      await afterCatalogueWrite(app, request, {
        action: 'movie.intro',
        target_type: 'movie',
        target_id: id,
        before: {
          intro_start_seconds: before.intro_start_seconds ?? null,
          intro_end_seconds: before.intro_end_seconds ?? null,
        },
        after: markers,
      });
      return request.body;
    },
  );
};
