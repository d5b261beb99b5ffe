import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody, messageBody } from './errors';

/**
 * Size limits of a request's head, answered with their own status: a URL over MAX_URL_BYTES is
 * 414, headers over MAX_HEADER_BYTES 431, both as JSON errors. Node reads heads up to
 * NODE_HEAD_BYTES (so it can tell the two apart) and answers 431 itself past that.
 */
export const MAX_URL_BYTES = 8 * 1024;
export const MAX_HEADER_BYTES = 16 * 1024;
export const NODE_HEAD_BYTES = 64 * 1024;

function headerBytes(rawHeaders: string[]): number {
  return rawHeaders.reduce((total, part) => total + Buffer.byteLength(part) + 2, 0);
}

export function enforceRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (Buffer.byteLength(request.raw.url ?? '') > MAX_URL_BYTES) {
      return reply.code(414).send(messageBody(414, 'api.uriTooLong', 'URI_TOO_LONG'));
    }
    if (headerBytes(request.raw.rawHeaders) > MAX_HEADER_BYTES) {
      return reply.code(431).send(messageBody(431, 'api.headersTooLarge', 'HEADERS_TOO_LARGE'));
    }
  });
}

/**
 * Fastify's clientErrorHandler: a head Node cannot parse (past NODE_HEAD_BYTES: 431; malformed:
 * 400) is answered as JSON, and the connection is closed only after the client has the answer
 * (the default destroys the socket at once, which a client still sending sees as a dropped socket).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    status === 431
      ? errorBody(431, 'The request headers are too large.', undefined, 'HEADERS_TOO_LARGE')
      : errorBody(400, 'The request could not be read.', undefined, 'BAD_REQUEST'),
  );
  const reason = status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // Read and drop the rest of what the client sends, so the close is clean rather than a reset.
  socket.resume();
  socket.setTimeout(5000, () => socket.destroy());
}
