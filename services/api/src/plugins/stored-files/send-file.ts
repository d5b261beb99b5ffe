import { Type } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import type { MediaBucket, StoredFile } from './buckets';
import { decideRange } from './byte-range';
import { isNotModified, rangeStillValid } from './conditional';
import { CONTENT_SAFETY_HEADERS, cacheHeaders, contentTypeOf, validatorsOf } from './media-headers';

/** Success answers of a streamed file (the route adds its error statuses). */
export const STREAM_RESPONSES = {
  200: Type.Unknown({ description: 'The whole file (streamed)' }),
  206: Type.Unknown({ description: 'One byte range of the file (streamed)' }),
  304: Type.Unknown({ description: 'Not modified: the cached copy is current' }),
};

/**
 * Streams a stored file with validators, conditional requests and one byte range. 'public' files
 * (bucket URLs) are cached for an hour by anyone; 'private' ones (signed content URLs) only by
 * the browser that asked.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  bucket: MediaBucket,
  file: StoredFile,
  visibility: 'public' | 'private',
) {
  const validators = validatorsOf(file);
  reply.headers({ ...cacheHeaders(validators, visibility), ...CONTENT_SAFETY_HEADERS });
  if (isNotModified(request.headers, validators)) return reply.code(304).send();

  const size = file.length;
  const ifRange = request.headers['if-range'];
  const rangeApplies = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, validators);
  const range = decideRange(rangeApplies ? request.headers.range : undefined, size);
  if (range.kind === 'unsatisfiable') {
    throw AppError.message(416, undefined, 'media.rangeNotSatisfiable', {
      headers: { 'content-range': `bytes */${size}` },
    });
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, size - 1];
  reply.type(contentTypeOf(file));
  reply.header('content-length', String(end - start + 1));
  if (range.kind === 'partial') {
    reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  }
  if (request.method === 'HEAD' || size === 0) return reply.send();
  return reply.send(bucket.openDownloadStream(file._id, { start, end: end + 1 }));
}
