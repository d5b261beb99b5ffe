import Fastify, { type FastifyInstance } from 'fastify';
import type { AppMetrics } from './metrics';

/**
 * /metrics alone on a port of its own (METRICS_PORT), for a private network or a pod port the
 * public load balancer never routes to. No token there: reaching the port is the permission.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.get('/metrics', async (_request, reply) =>
    reply.type(metrics.contentType).send(await metrics.text()),
  );
  await server.listen(options);
  return server;
}
