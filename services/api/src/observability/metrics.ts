import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorBody } from '../core/errors';
import { registerPoolMetrics } from './pool-metrics';
import { registerQueueMetrics } from './queue-metrics';

export interface AppMetrics {
  registry: Registry;
  /** The Prometheus text exposition of every metric. */
  text(): Promise<string>;
  contentType: string;
}

// The route template (not the raw URL) keeps label cardinality bounded.
function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * Prometheus metrics of one app (its own registry: several apps may share a process in tests):
 * request rate and errors by route and status, latency histograms per route, requests in
 * flight, the MongoDB pool, and the process defaults (CPU, memory, event-loop lag).
 */
export function installMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with 4xx or 5xx',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, per route',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'http_requests_in_flight',
    help: 'Requests being handled',
    registers: [registry],
  });
  registerPoolMetrics(registry, app.db);
  registerQueueMetrics(registry, app.db);

  app.addHook('onRequest', async () => {
    inFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => {
    inFlight.dec();
    const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
    requests.inc(labels);
    if (reply.statusCode >= 400) errors.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  return { registry, text: () => registry.metrics(), contentType: registry.contentType };
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** GET /metrics on the app's own port, only with METRICS_TOKEN as a bearer token. */
export function registerMetricsRoute(app: FastifyInstance, token: string): void {
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply: FastifyReply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .code(401)
        .send(errorBody(401, 'Metrics token required', undefined, 'METRICS_TOKEN_REQUIRED'));
    }
    return reply.type(app.metrics.contentType).send(await app.metrics.text());
  });
}
