import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors';
import type { MediaStorage } from '../../media-pipeline/storage/media-storage';
import { decideRange } from '../stored-files/byte-range';
import { isNotModified, rangeStillValid } from '../stored-files/conditional';
import { CONTENT_SAFETY_HEADERS } from '../stored-files/media-headers';
import type { StoredCache } from './stored-cache';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Signed content files: kept by the viewer's browser only, never by a shared cache past the link's expiry. */
export const PRIVATE_IMMUTABLE = 'private, max-age=31536000, immutable';

/**
 * Sends a stored object with validators, one byte range (206/416) and the given caching: from the
 * process's memory when the cache keeps it, else streamed from storage.
 */
export async function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  media: { storage: MediaStorage; cache: StoredCache },
  key: string,
  cacheControl: string,
): Promise<FastifyReply> {
  const cached = await media.cache.get(key);
  if (!cached) throw AppError.message(404, 'NOT_FOUND', 'api.fileNotFound');
  const { object, body } = cached;
  const validators = { etag: object.etag, lastModified: object.lastModified };
  reply.headers({
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'cache-control': cacheControl,
    'accept-ranges': 'bytes',
    ...CONTENT_SAFETY_HEADERS,
  });
  if (isNotModified(request.headers, validators)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const applies = rangeStillValid(Array.isArray(ifRange) ? ifRange[0] : ifRange, validators);
  const range = decideRange(applies ? request.headers.range : undefined, object.size);
  if (range.kind === 'unsatisfiable') {
    throw AppError.message(416, undefined, 'media.rangeNotSatisfiable', {
      headers: { 'content-range': `bytes */${object.size}` },
    });
  }
  const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, object.size - 1];
  reply.type(object.contentType).header('content-length', String(end - start + 1));
  if (range.kind === 'partial')
    reply.code(206).header('content-range', `bytes ${start}-${end}/${object.size}`);
  if (request.method === 'HEAD' || object.size === 0) return reply.send();
  if (body) return reply.send(range.kind === 'partial' ? body.subarray(start, end + 1) : body);
  return reply.send(await media.storage.read(key, range.kind === 'partial' ? { start, end } : undefined));
}
