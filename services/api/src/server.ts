// Runs the API on its own (without the gateway): picks the database, builds the app, listens,
// and shuts down gracefully on SIGINT/SIGTERM (stop accepting, finish requests, close the DB).
import { buildApp } from './app';
import { chooseDatabaseBackend } from './db/backend';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function loggerFor(env: NodeJS.ProcessEnv): boolean | object {
  const pretty = env.NODE_ENV !== 'production' && process.stdout.isTTY && env.LOG_FORMAT !== 'json';
  const level = env.LOG_LEVEL ?? 'info';
  return pretty
    ? { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
    : { level };
}

async function main(): Promise<void> {
  const env = process.env;
  const database = await chooseDatabaseBackend(env);
  const app = await buildApp({
    mongoUri: database.uri,
    logger: loggerFor(env),
    config: { dbBackend: database.backend },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.stop();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const port = Number.parseInt(env.API_PORT ?? env.PORT ?? '3000', 10);
  await app.listen({ port, host: env.HOST ?? '0.0.0.0' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
