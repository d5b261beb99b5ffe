import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  MESSAGES,
  POSTER_FORMATS,
  POSTER_WIDTHS,
  type PosterFormat,
  type PosterWidth,
  STORAGE_BUCKETS,
} from '@premieres/contracts';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { findStoredFile, isMediaBucket, MEDIA_BUCKETS, mediaBucket } from './buckets';
import { posterVariant } from './poster-variants';
import { STREAM_RESPONSES, sendStoredFile } from './send-file';

export const FILE_NOT_FOUND: string = MESSAGES['api.fileNotFound'];

const MediaParams = Type.Object({
  bucket: Type.String({ maxLength: 64, description: MEDIA_BUCKETS.join(' or ') }),
  name: Type.String({ minLength: 1, maxLength: 255 }),
});

/** A poster's variant (issue 28): both given, on a raster poster of the thumbnails bucket. */
const VariantQuery = Type.Object({
  w: Type.Optional(
    Type.Integer({ enum: [...POSTER_WIDTHS], description: 'Poster variant width (px), with fm' }),
  ),
  fm: Type.Optional(Type.String({ enum: [...POSTER_FORMATS], description: 'Poster variant format, with w' })),
});

/**
 * Domain plugin under /media: public read URLs of the storage buckets (spec §3), served from
 * GridFS as a stream with byte ranges (seeking), validators and an hour of caching.
 */
export const storedFilesPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/:bucket/:name',
    config: { access: 'anon' },
    logLevel: 'warn',
    schema: {
      tags: ['media'],
      summary:
        'A stored file; supports Range (one range), If-None-Match, If-Modified-Since and If-Range; a raster poster also in smaller WebP/AVIF variants (w, fm)',
      params: MediaParams,
      querystring: VariantQuery,
      response: {
        ...STREAM_RESPONSES,
        ...errorResponses(404, 416),
      },
    },
    handler: async (request, reply) => {
      const { bucket: bucketName, name } = request.params;
      if (!isMediaBucket(bucketName)) throw AppError.message(404, undefined, 'api.fileNotFound');
      const bucket = mediaBucket(app.db, bucketName);
      const file = await findStoredFile(bucket, name);
      if (!file) throw AppError.message(404, undefined, 'api.fileNotFound');

      const { w, fm } = request.query;
      if (bucketName === STORAGE_BUCKETS.thumbnails && w !== undefined && fm !== undefined) {
        // Made on first request and kept; a poster with no variants is sent as it is.
        const variant = await posterVariant(app.db, bucket, file, w as PosterWidth, fm as PosterFormat);
        if (variant) return sendStoredFile(request, reply, variant.bucket, variant.file, 'public');
      }
      return sendStoredFile(request, reply, bucket, file, 'public');
    },
  });
};
