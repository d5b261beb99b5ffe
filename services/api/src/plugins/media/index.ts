import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { findStoredFile, isMediaBucket, MEDIA_BUCKETS, mediaBucket } from './buckets';
import { decideRange } from './byte-range';
import { isNotModified, rangeStillValid } from './conditional';
import { CONTENT_SAFETY_HEADERS, cacheHeaders, contentTypeOf, validatorsOf } from './media-headers';

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
        200: Type.Unknown({ description: 'The whole file (streamed)' }),
        206: Type.Unknown({ description: 'One byte range of the file (streamed)' }),
        304: Type.Unknown({ description: 'Not modified: the cached copy is current' }),
        ...errorResponses(404, 416),
      },
    },
    handler: async (request, reply) => {
      const { bucket: bucketName, name } = request.params;
      if (!isMediaBucket(bucketName)) throw new AppError(404, FILE_NOT_FOUND);
      const bucket = mediaBucket(app.db, bucketName);
      const file = await findStoredFile(bucket, name);
      if (!file) throw new AppError(404, FILE_NOT_FOUND);

      const validators = validatorsOf(file);
      reply.headers({ ...cacheHeaders(validators), ...CONTENT_SAFETY_HEADERS });
      if (isNotModified(request.headers, validators)) return reply.code(304).send();

      const size = file.length;
      const ifRange = request.headers['if-range'];
      const rangeApplies = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, validators);
      const range = decideRange(rangeApplies ? request.headers.range : undefined, size);
      if (range.kind === 'unsatisfiable') {
        throw new AppError(416, 'Range not satisfiable', undefined, { 'content-range': `bytes */${size}` });
      }
      const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
      reply.type(contentTypeOf(file));
      reply.header('content-length', String(end - start + 1));
      if (range.kind === 'partial') {
        reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      }
      if (request.method === 'HEAD' || size === 0) return reply.send();
      return reply.send(bucket.openDownloadStream(file._id, { start, end: end + 1 }));
    },
  });
};
