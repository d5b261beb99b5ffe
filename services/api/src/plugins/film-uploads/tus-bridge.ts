import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asApiErrorBody } from './refusal';

/**
 * The Fastify request as the web Request the tus server takes (`handleWeb`): its body is the raw
 * request stream, never read by Fastify (the offset+octet-stream parser leaves it alone). The
 * Node request rides along as `runtime.node`, as srvx's adapter gives it, so tus ends a PATCH
 * cleanly when the client goes away and keeps the bytes that arrived.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const withBody = request.method === 'PATCH' || request.method === 'POST';
  const web = new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    body: withBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : null,
    duplex: 'half',
  } as RequestInit);
  return Object.assign(web, { runtime: { node: { req: request.raw, res: reply.raw } } });
}

/**
 * Sends the tus server's answer through Fastify (so the API's hooks, security headers and CORS
 * apply; tus's own CORS headers are dropped): protocol headers as they are, and any error in
 * the API's JSON shape.
 */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'content-length') return;
    reply.header(name, value);
  });
  const text = await response.text();
  if (response.status >= 400)
    return reply.type('application/json; charset=utf-8').send(asApiErrorBody(response.status, text));
  return reply.send(text || null);
}
