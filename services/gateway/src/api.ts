import type { FastifyInstance } from 'fastify';

export interface ApiHandle {
  app: FastifyInstance;
  backend: string;
  stop: () => Promise<void>;
}

export interface ApiOptions {
  /** Keep the database in memory (tests); else the embedded engine writes to `dataDir`. */
  inMemory: boolean;
  dataDir: string;
  logLevel: string;
  log: (line: string) => void;
}

type BuildApp = (options: {
  mongoUri: string;
  logger?: boolean | object;
  config?: object;
}) => Promise<FastifyInstance>;
type OnSeedProgress = (listener: (line: string) => void) => () => void;
type ChooseBackend = (
  env: Record<string, string | undefined>,
  log?: (message: string) => void,
  options?: { dbPath?: string },
) => Promise<{ uri: string; backend: string; stop: () => Promise<void> }>;

/**
 * Starts the database backend and builds the API (services/api). Loaded dynamically: if the API
 * cannot load or start, the gateway still serves the front end and says why.
 */
export async function startApi(options: ApiOptions): Promise<ApiHandle | null> {
  let buildApp: BuildApp;
  let chooseDatabaseBackend: ChooseBackend;
  let onSeedProgress: OnSeedProgress;
  try {
    ({ buildApp } = (await import('@premieres/api/app')) as unknown as { buildApp: BuildApp });
    ({ onSeedProgress } = (await import('@premieres/api/seed-progress')) as unknown as {
      onSeedProgress: OnSeedProgress;
    });
    ({ chooseDatabaseBackend } = (await import('@premieres/api/db-backend')) as unknown as {
      chooseDatabaseBackend: ChooseBackend;
    });
  } catch (error) {
    options.log(`[api] not available, serving the front end only: ${(error as Error).message}`);
    return null;
  }
  const env: Record<string, string | undefined> = { ...process.env };
  if (options.inMemory) {
    delete env.EMBEDDED_MONGO_DBPATH;
    delete env.MONGOD_DBPATH;
  } else {
    env.MONGOD_DBPATH ??= `${options.dataDir}-mongod`;
  }
  const database = await chooseDatabaseBackend(env, (line) => options.log(`[api] ${line}`), {
    dbPath: options.inMemory ? undefined : options.dataDir,
  });
  // The seed's media progress ([media] 34/88 ready · about 70 s left) goes to the start log.
  const unsubscribe = onSeedProgress((line) => options.log(line));
  try {
    const app = await buildApp({
      mongoUri: database.uri,
      logger: { level: options.logLevel },
      config: { dbBackend: database.backend },
    });
    const stop = async () => {
      unsubscribe();
      await database.stop();
    };
    return { app, backend: database.backend, stop };
  } catch (error) {
    unsubscribe();
    await database.stop();
    throw error;
  }
}
