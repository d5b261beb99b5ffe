import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { type AccountEvents, createAccountEvents } from './account-events/account-events';
import { type CatalogueChangeBus, createLocalChangeBus } from './catalogue-changes/change-bus';
import { createRedisChangeBus } from './catalogue-changes/redis-change-bus';
import { type ApiConfig, loadConfig } from './config';
import { accessGate, collectRoutes, type RegisteredRoute } from './core/access';
import { type Clock, systemClock } from './core/clock';
import { docsUiPlugin, registerOpenApi } from './core/docs';
import { closeConnectionsWhenClosing } from './core/drain';
import { installErrorHandler, installNotFoundHandler } from './core/error-handler';
import { AppError } from './core/errors';
import { loggerOptions } from './core/logger-options';
import { connectRedis } from './core/redis';
import { echoRequestId, requestIdOf } from './core/request-id';
import { answerClientError, enforceRequestLimits, NODE_HEAD_BYTES } from './core/request-limits';
import { registerCors, registerHelmet } from './core/security';
import { schemaController } from './core/validation';
import { databaseTimeoutMs, openConnection } from './db/connection';
import { databaseGate } from './db/unavailable';
import { createMailer, type Mailer } from './mail/mailer';
import { mediaPipelineOf } from './media-pipeline/media-pipeline';
import { pagesFirstHook } from './media-pipeline/seed/pages-first-hook';
import { initAccountModels } from './models';
import { type AppMetrics, installMetrics, registerMetricsRoute } from './observability/metrics';
import { type DomainPlugin, domainPlugins } from './plugins/registry';
import { runDataSteps, runReadyStepsWhenReady } from './startup';

declare module 'fastify' {
  interface FastifyInstance {
    apiConfig: ApiConfig;
    /** The app's own mongoose connection; define models on it with `defineModel`. */
    db: Connection;
    mailer: Mailer;
    /** Staff writes publish here; every process's catalogue read cache listens. */
    catalogueChanges: CatalogueChangeBus;
    /** Account happenings (welcome, payments, renewals): causes emit, notifications listen. */
    accountEvents: AccountEvents;
    /** Redis shared by the replicas (REDIS_URL), or null: rate limits and the change bus use it. */
    redis: Redis | null;
    /** Prometheus metrics of this app (served at /metrics, see observability/). */
    metrics: AppMetrics;
    /** The server's clock: every time-based rule reads it (tests inject a manual one). */
    clock: Clock;
    /** Every route of the API scope with its declared access level (filled as plugins load). */
    readonly apiRoutes: RegisteredRoute[];
  }
}

export interface BuildAppOptions {
  mongoUri: string;
  /** false (default) for none; true or pino options for JSON logs with the spec's redaction. */
  logger?: boolean | object;
  /** Overrides on top of the environment (tests, gateway). */
  config?: Partial<ApiConfig>;
  /** The server's clock; the system clock unless a test injects one. */
  clock?: Clock;
}

const API_PREFIX = '/api';

function loggerSetting(logger: BuildAppOptions['logger']) {
  if (!logger) return false;
  return loggerOptions(logger === true ? {} : (logger as Record<string, unknown>));
}

/** Domain plugins grouped by URL prefix; the /api group always exists (docs live there). */
function groupByPrefix(config: ApiConfig): Map<string, DomainPlugin[]> {
  const groups = new Map<string, DomainPlugin[]>([[API_PREFIX, []]]);
  for (const entry of domainPlugins) {
    if (entry.when && !entry.when(config)) continue;
    const prefix = entry.prefix ?? API_PREFIX;
    groups.set(prefix, [...(groups.get(prefix) ?? []), entry]);
  }
  return groups;
}

/**
 * Everything the API adds, encapsulated: its hooks, error handler and plugins apply only to its
 * own routes, so a host (the gateway) can add static files beside it on the same instance.
 */
async function apiScope(api: FastifyInstance, routes: ReturnType<typeof collectRoutes>): Promise<void> {
  const config = api.apiConfig;
  installErrorHandler(api);
  await api.register(cookie);
  await registerHelmet(api);
  await api.register(rateLimit, {
    global: false,
    // With REDIS_URL every replica counts in one place; while Redis is away the limits fail open
    // (logged) rather than failing the requests.
    redis: api.redis ?? undefined,
    nameSpace: 'premieres:rate-limit:',
    skipOnError: true,
    errorResponseBuilder: () => AppError.message(429, 'RATE_LIMITED', 'api.tooManyRequests'),
  });
  await registerOpenApi(api);

  for (const [prefix, entries] of groupByPrefix(config)) {
    await api.register(
      async (group) => {
        await registerCors(group, config.corsOrigins);
        // Before the access gate (it reads the database): fail fast while the database is away.
        group.addHook('onRequest', databaseGate(api.db));
        group.addHook('onRequest', accessGate);
        installNotFoundHandler(group);
        if (prefix === API_PREFIX) await group.register(docsUiPlugin);
        for (const entry of entries) await group.register(entry.plugin);
      },
      { prefix },
    );
  }
  routes.assertAllDeclared();
}

/**
 * The API as a Fastify instance, routes under /api (and the prefixes of domains such as media).
 * Connects its own mongoose connection (closed on app close), registers every domain plugin, then
 * runs the start-up data steps (indexes, seeds, backfills: startup/); the ready steps (transcode
 * worker, media seed and sync) run when the app is made ready.
 * Not yet listening or ready: the caller may add more (the gateway adds static files).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = loadConfig(process.env, { mongodbUri: options.mongoUri, ...options.config });
  const db = await openConnection(options.mongoUri, {
    timeoutMs: databaseTimeoutMs(config.dbTimeoutMs, config.dbBackend),
  });
  try {
    await initAccountModels(db);
    const app = Fastify({
      logger: loggerSetting(options.logger),
      trustProxy: config.trustProxy,
      // Request ids: the caller's safe x-request-id or a UUID, in every request log line and response.
      genReqId: requestIdOf,
      requestIdHeader: false,
      // Unknown fields are refused, and JSON bodies are not type-coerced (core/validation.ts).
      schemaController,
      // Heads up to 64 KiB are read, so an over-long URL (414) and large headers (431) are told apart.
      http: { maxHeaderSize: NODE_HEAD_BYTES },
      clientErrorHandler: answerClientError,
    });
    enforceRequestLimits(app);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db });
    app.decorate('apiConfig', config);
    app.decorate('db', db);
    app.decorate('mailer', mailer);
    echoRequestId(app);
    closeConnectionsWhenClosing(app);
    const redis = config.redisUrl
      ? await connectRedis(config.redisUrl, (err) => app.log.warn({ err }, 'redis failed'))
      : null;
    app.decorate('redis', redis);
    app.decorate('metrics', installMetrics(app));
    if (config.metrics.token) registerMetricsRoute(app, config.metrics.token);
    const changes = redis
      ? await createRedisChangeBus({
          redis,
          onError: (err) => app.log.warn({ err }, 'catalogue change bus (redis) failed'),
        })
      : createLocalChangeBus();
    app.decorate('catalogueChanges', changes);
    app.decorate('clock', options.clock ?? systemClock);
    app.decorate(
      'accountEvents',
      createAccountEvents((err, name) =>
        app.log.error({ err, event: name }, 'account event listener failed'),
      ),
    );
    app.addHook('onClose', async () => {
      mailer.close();
      await changes.close();
      redis?.disconnect();
      await db.close();
    });

    // On the root so tests and the gateway can read app.jwt; it adds no hooks or routes.
    await app.register(jwt, { secret: config.jwtSecret, sign: { expiresIn: config.accessTokenTtlSeconds } });
    let routes: ReturnType<typeof collectRoutes> | undefined;
    app.decorate('apiRoutes', { getter: () => routes?.list() ?? [] });
    await app.register(async (api) => {
      routes = collectRoutes(api);
      await apiScope(api, routes);
    });
    // Start-up data work, after every route is registered (startup/: ordered, logged).
    await runDataSteps(app);
    runReadyStepsWhenReady(app);
    // On the root: the gateway's pages are served beside the API, after this returns.
    if (config.media.worker) {
      const pageRequested = () => mediaPipelineOf(app.db, config.media, app.log).pageRequested();
      app.addHook('onRequest', pagesFirstHook(pageRequested));
    }
    return app;
  } catch (error) {
    await db.close();
    throw error;
  }
}
