import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_ERROR_CODES,
  AdminMovieListQuerySchema,
  AdminMovieListSchema,
  BulkDeletedSchema,
  BulkDeleteSchema,
  BulkFlagsSchema,
  BulkUpdatedSchema,
  IdParamsSchema,
  MOVIE_UPLOAD_PARTS,
  MovieRecordSchema,
  type MovieWrite,
  mergeMoviePatch,
  STORAGE_BUCKETS,
} from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { callerOf } from '../../../core/access';
import { AppError } from '../../../core/errors';
import { errorResponses } from '../../../core/schemas';
import { type MovieDoc, movieModel, newMovieId, toMovieRecord } from '../../../models/movie';
import { removeFromTrending } from '../../catalog/trending-order';
import { catalogueIndexOf } from '../../search/catalogue-index';
import { afterCatalogueWrite } from '../after-write';
import { removeReleasedFiles } from './movie-files';
import { asMoviePatch, asMovieWrite, assertMovieRules, parseMovieField } from './movie-input';
import { removeTitleMedia } from './title-media';
import { discardUploads, type ReadUpload, readUpload, type UploadPlan } from './uploads/read-upload';

const security = [{ bearerAuth: [] }];
const MULTIPART_NOTE =
  "multipart/form-data: field 'movie' (JSON), optional files 'thumbnail' (image) and 'trailer' (video); or the JSON alone as application/json";

/** The stored fields of a write (record names) from a MovieDoc. */
function writeOf(doc: MovieDoc): MovieWrite {
  const {
    id: _id,
    trending_position: _p,
    created_by: _b,
    created_at: _c,
    updated_at: _u,
    ...write
  } = toMovieRecord(doc);
  return write;
}

function notFound(): AppError {
  return AppError.message(404, ADMIN_ERROR_CODES.notFound, 'api.contentNotFound');
}

/** Domain plugin part: titles (list, one, create, edit, delete, bulk, thumbnail) under /api/admin. */
export const movieRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  const limits = app.apiConfig.uploadLimits;
  const fileRules: UploadPlan['files'] = {
    thumbnail: { bucketName: STORAGE_BUCKETS.thumbnails, kind: 'image', maxBytes: limits.thumbnailBytes },
    trailer: { bucketName: STORAGE_BUCKETS.trailers, kind: 'video', maxBytes: limits.trailerBytes },
  };

  /** The body of a create/edit: multipart (files stored as they arrive) or plain JSON. */
  async function readMovieRequest(request: FastifyRequest, check: (value: unknown) => void) {
    if (!request.isMultipart()) {
      if (request.body === undefined) {
        throw AppError.message(400, ADMIN_ERROR_CODES.movieFieldMissing, 'admin.movieFieldMissing');
      }
      check(request.body);
      return { movie: request.body, upload: { fields: {}, stored: {} } as ReadUpload };
    }
    const upload = await readUpload(app.db, request, {
      files: fileRules,
      fields: { [MOVIE_UPLOAD_PARTS.movie]: (text) => check(parseMovieField(text)) },
    });
    const text = upload.fields[MOVIE_UPLOAD_PARTS.movie];
    return { movie: text === undefined ? undefined : parseMovieField(text), upload };
  }

  /** Stored file names replace the text values of the fields they were uploaded for. */
  function withFiles<T extends Partial<MovieWrite>>(values: T, upload: ReadUpload): T {
    const out = { ...values };
    if (upload.stored.thumbnail) out.thumbnail = upload.stored.thumbnail.name;
    if (upload.stored.trailer) out.trailer_url = upload.stored.trailer.name;
    return out;
  }

  app.get(
    '/movies',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary:
          'Titles in record form; q searches titles, their hi/ml names, cast, director and genre (the search index)',
        security,
        querystring: AdminMovieListQuerySchema,
        response: { 200: AdminMovieListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, page, limit, sort } = request.query;
      // Text search is the search index's, as for members (every title, no ceiling).
      const text = q?.trim();
      const hits = text ? await catalogueIndexOf(app.db).search(text, { certifications: null }) : null;
      const filter = hits ? { _id: { $in: hits.map((hit) => hit.id) } } : {};
      const descending = sort.startsWith('-');
      const field = descending ? sort.slice(1) : sort;
      const direction = descending ? -1 : 1;
      const [docs, total] = await Promise.all([
        Movies.find(filter)
          .sort({ [field]: direction, _id: direction })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        Movies.countDocuments(filter),
      ]);
      return { items: docs.map(toMovieRecord), total, page, limit };
    },
  );

  app.get(
    '/movies/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'One title in record form',
        security,
        params: IdParamsSchema,
        response: { 200: MovieRecordSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const doc = await Movies.findById(request.params.id).lean();
      if (!doc) throw notFound();
      return toMovieRecord(doc);
    },
  );

  app.post(
    '/movies',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Create a title (files stored first, the record last; nothing remains on failure)',
        description: MULTIPART_NOTE,
        security,
        response: { 201: MovieRecordSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const { movie, upload } = await readMovieRequest(request, (value) =>
        assertMovieRules(asMovieWrite(value), now),
      );
      try {
        if (movie === undefined)
          throw AppError.message(400, ADMIN_ERROR_CODES.movieFieldMissing, 'admin.movieFieldMissing');
        const write = withFiles(asMovieWrite(movie), upload);
        assertMovieRules(write, now);
        const doc = await Movies.create({
          ...write,
          _id: newMovieId(),
          trending_position: null,
          created_by: callerOf(request).userId,
          created_at: now,
          updated_at: now,
        });
        const saved = doc.toObject() as MovieDoc;
        await afterCatalogueWrite(app, request, {
          action: 'movie.create',
          target_type: 'movie',
          target_id: saved._id,
          before: null,
          after: write,
        });
        return reply.code(201).send(toMovieRecord(saved));
      } catch (error) {
        await discardUploads(app.db, upload.stored);
        throw error;
      }
    },
  );

  app.patch(
    '/movies/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a title (any subset of fields; a replaced file is removed after the save)',
        description: MULTIPART_NOTE,
        security,
        params: IdParamsSchema,
        response: { 200: MovieRecordSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const now = new Date();
      const current = await Movies.findById(request.params.id).lean();
      if (!current) throw notFound();
      const before = writeOf(current);
      const { movie, upload } = await readMovieRequest(request, (value) =>
        assertMovieRules(mergeMoviePatch(before, asMoviePatch(value)), now),
      );
      try {
        const patch = withFiles(movie === undefined ? {} : asMoviePatch(movie), upload);
        const after = mergeMoviePatch(before, patch);
        assertMovieRules(after, now);
        const saved = await Movies.findOneAndUpdate(
          { _id: current._id },
          { $set: { ...patch, updated_at: now } },
          { returnDocument: 'after' },
        ).lean();
        if (!saved) throw notFound();
        await afterCatalogueWrite(app, request, {
          action: 'movie.update',
          target_type: 'movie',
          target_id: saved._id,
          before,
          after: writeOf(saved),
        });
        await removeReleasedFiles(app.db, [current], [saved]);
        return toMovieRecord(saved);
      } catch (error) {
        await discardUploads(app.db, upload.stored);
        throw error;
      }
    },
  );

  app.put(
    '/movies/:id/thumbnail',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: "Replace a title's thumbnail (Thumbnail Manager); the old stored file is removed",
        description: "multipart/form-data with one file 'thumbnail' (image)",
        security,
        params: IdParamsSchema,
        response: { 200: MovieRecordSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => {
      const current = await Movies.findById(request.params.id).lean();
      if (!current) throw notFound();
      if (!request.isMultipart()) {
        throw AppError.message(400, ADMIN_ERROR_CODES.validation, 'admin.thumbnailMultipart');
      }
      const upload = await readUpload(app.db, request, { files: { thumbnail: fileRules.thumbnail } });
      try {
        const stored = upload.stored.thumbnail;
        if (!stored) throw AppError.message(400, ADMIN_ERROR_CODES.validation, 'admin.thumbnailRequired');
        const saved = await Movies.findOneAndUpdate(
          { _id: current._id },
          { $set: { thumbnail: stored.name, updated_at: new Date() } },
          { returnDocument: 'after' },
        ).lean();
        if (!saved) throw notFound();
        await afterCatalogueWrite(app, request, {
          action: 'movie.thumbnail',
          target_type: 'movie',
          target_id: saved._id,
          before: { thumbnail: current.thumbnail },
          after: { thumbnail: saved.thumbnail },
        });
        await removeReleasedFiles(app.db, [current], [saved]);
        return toMovieRecord(saved);
      } catch (error) {
        await discardUploads(app.db, upload.stored);
        throw error;
      }
    },
  );

  /** Deletes titles, their trending slots, then the files only they used and all their media. */
  async function deleteTitles(request: FastifyRequest, ids: string[]): Promise<MovieDoc[]> {
    const docs = await Movies.find({ _id: { $in: ids } }).lean();
    if (docs.length === 0) return [];
    await Movies.deleteMany({ _id: { $in: docs.map((d) => d._id) } });
    await removeFromTrending(
      app.db,
      docs.map((d) => d._id),
    );
    const single = docs.length === 1 && ids.length === 1;
    await afterCatalogueWrite(app, request, {
      action: single ? 'movie.delete' : 'movies.bulk_delete',
      target_type: 'movie',
      target_id: docs.map((d) => d._id).join(','),
      before: single ? writeOf(docs[0] as MovieDoc) : { ids: docs.map((d) => d._id) },
      after: null,
    });
    await removeReleasedFiles(app.db, docs);
    await removeTitleMedia(
      app,
      docs.map((d) => d._id),
    );
    return docs;
  }

  app.delete(
    '/movies/:id',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary:
          'Delete a title, the stored files only it used, its episodes and all its media (ladders, film)',
        security,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const deleted = await deleteTitles(request, [request.params.id]);
      if (deleted.length === 0) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/movies/bulk-delete',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Delete the selected titles',
        security,
        body: BulkDeleteSchema,
        response: { 200: BulkDeletedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ deleted: (await deleteTitles(request, request.body.ids)).length }),
  );

  app.post(
    '/movies/bulk-flags',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Set or unset is_new or is_trending on the selected titles',
        security,
        body: BulkFlagsSchema,
        response: { 200: BulkUpdatedSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids, field, value } = request.body;
      const res = await Movies.updateMany(
        { _id: { $in: ids }, [field]: { $ne: value } },
        { $set: { [field]: value, updated_at: new Date() } },
      );
      await afterCatalogueWrite(app, request, {
        action: 'movies.bulk_flags',
        target_type: 'movie',
        target_id: ids.join(','),
        before: { [field]: !value },
        after: { [field]: value },
      });
      return { updated: res.modifiedCount };
    },
  );
};
