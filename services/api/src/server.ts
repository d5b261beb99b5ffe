// Runs the API on its own (without the gateway): validates the configuration, picks the
// database, builds the app, listens, and shuts down gracefully on SIGINT/SIGTERM.
import { buildApp } from './app';
import { type ApiConfig, loadConfig } from './config';
import { installRootNotFoundHandler } from './core/error-handler';
import { chooseDatabaseBackend } from './db/backend';
import { startMetricsServer } from './observability/metrics-server';

function loggerFor(config: ApiConfig): boolean | object {
  const { logLevel: level, logFormat } = config.server;
  const pretty =
    logFormat === 'pretty' || (!config.isProduction && process.stdout.isTTY && logFormat !== 'json');
  return pretty
    ? { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
    : { level };
}

async function main(): Promise<void> {
  // First, so a production start without MONGODB_URI (or with a malformed value) stops here, clearly.
  const config = loadConfig(process.env);
  const database = await chooseDatabaseBackend(process.env);
  const app = await buildApp({
    mongoUri: database.uri,
    logger: loggerFor(config),
    config: { dbBackend: database.backend },
  });
  installRootNotFoundHandler(app);

  const { metrics, server } = config;
  const metricsServer =
    metrics.port === null
      ? null
      : await startMetricsServer(app.metrics, { port: metrics.port, host: metrics.host });

  // SIGTERM (the orchestrator's stop): stop accepting at once (requests arriving on open
  // keep-alive connections get 503 + Connection: close), let requests in flight finish, uploads
  // included, then close the database and Redis (the app's onClose). Past the deadline: exit 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, deadlineMs: server.shutdownTimeoutMs }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown deadline passed with requests still in flight');
      process.exit(1);
    }, server.shutdownTimeoutMs).unref();
    try {
      await Promise.all([app.close(), metricsServer?.close()]);
      app.log.info('database closed');
      await database.stop();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: server.port, host: server.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
