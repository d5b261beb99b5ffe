import type { FastifyInstance } from 'fastify';

/**
 * Once the app starts closing (SIGTERM), every response still going out says `Connection: close`,
 * so a keep-alive client (a load balancer) does not hold the socket open and the process can
 * exit as soon as the requests in flight are answered.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
