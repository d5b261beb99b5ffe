import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { findStoredFile, isMediaBucket, MEDIA_BUCKETS, mediaBucket } from './buckets';
import { STREAM_RESPONSES, sendStoredFile } from './send-file';

export const FILE_NOT_FOUND = 'File not found';

const MediaParams = Type.Object({
  bucket: Type.String({ maxLength: 64, description: MEDIA_BUCKETS.join(' or ') }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});

/**
 * Domain plugin under /media: public read URLs of the storage buckets (spec §3), served from
 * GridFS as a stream with byte ranges (seeking), validators and an hour of caching.
 */
export const mediaPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:bucket/:name',
    config: { access: 'anon' },
    logLevel: 'warn',
    schema: {
      tags: ['media'],
      summary: 'A stored file; supports Range (one range), If-None-Match, If-Modified-Since and If-Range',
      params: MediaParams,
      response: {
        ...STREAM_RESPONSES,
        ...errorResponses(404, 416),
      },
    },
    handler: async (request, reply) => {
      const { bucket: bucketName, name } = request.params;
      if (!isMediaBucket(bucketName)) throw new AppError(404, FILE_NOT_FOUND);
      const bucket = mediaBucket(app.db, bucketName);
      const file = await findStoredFile(bucket, name);
      if (!file) throw new AppError(404, FILE_NOT_FOUND);

      return sendStoredFile(request, reply, bucket, file, 'public');
    },
  });
};
