import type { FastifyRequest, onRequestHookHandler } from 'fastify';

/** A browser's page load (the gateway serves the pages beside the API). */
function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const dest = request.headers['sec-fetch-dest'];
  if (dest !== undefined) return dest === 'document';
  return request.headers.accept?.includes('text/html') ?? false;
}

/** The root hook that tells the seed backlog a page is loading (pages-first.ts). */
export function pagesFirstHook(pageRequested: () => void): onRequestHookHandler {
  return (request, _reply, done) => {
    if (isPageLoad(request)) pageRequested();
    done();
  };
}
