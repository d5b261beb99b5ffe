import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// An id from a proxy is kept only if it is short and plain: it lands in logs and a header.
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify genReqId: the caller's (or proxy's) x-request-id when safe, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every response of the instance (API and, in the gateway, static files). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
