import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { movieModel } from '../../models/movie';
import { findStoredFile, mediaBucket } from '../stored-files/buckets';
import { STREAM_RESPONSES, sendStoredFile } from '../stored-files/send-file';
import { contentSource } from './content-source';

/**
 * `GET|HEAD /media/content/:movieId?u&p&e&s`: a title's content, only through a signed URL. The
 * access gate ('signedMedia') checks signature, expiry and the account's subscription on every
 * request (each Range request included) before this handler runs.
 */
export const contentMediaPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const Movies = movieModel(app.db);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/content/:movieId',
    config: { access: 'signedMedia' },
    logLevel: 'warn',
    schema: {
      tags: ['playback'],
      summary: 'A title’s content by signed URL; Range (one range) and conditional requests as /media',
      params: Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) }),
      querystring: Type.Object({
        u: Type.String(),
        p: Type.String(),
        e: Type.String(),
        s: Type.String(),
      }),
      response: {
        ...STREAM_RESPONSES,
        ...errorResponses(400, 403, 404, 416),
      },
    },
    handler: async (request, reply) => {
      const movie = await Movies.findById(request.params.movieId, { content_url: 1, trailer_url: 1 }).lean();
      const source = contentSource(movie);
      if (source?.kind !== 'stored') throw AppError.message(404, undefined, 'api.fileNotFound');
      for (const name of source.buckets) {
        const bucket = mediaBucket(app.db, name);
        const file = await findStoredFile(bucket, source.name);
        if (file) return sendStoredFile(request, reply, bucket, file, 'private');
      }
      throw AppError.message(404, undefined, 'api.fileNotFound');
    },
  });
};
