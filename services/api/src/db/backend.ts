// Which MongoDB the API talks to: MONGODB_URI when set; else a local mongod (MONGOD_BIN or on
// PATH) run by mongodb-memory-server-core without any download; else the embedded engine.
// Both development engines are devDependencies, loaded only here and never in production.
import fs from 'node:fs';
import path from 'node:path';

export type DatabaseBackendKind = 'uri' | 'mongod' | 'embedded';

export interface DatabaseBackend {
  uri: string;
  backend: DatabaseBackendKind;
  stop(): Promise<void>;
}

export type BackendLog = ((message: string) => void) | { info(message: string): void };

export interface BackendOptions {
  /** Database name appended to the URI of a local server (default `premieres`). */
  dbName?: string;
  /** Data directory of the embedded engine; overrides EMBEDDED_MONGO_DBPATH. Unset: in memory. */
  dbPath?: string;
}

type Env = Record<string, string | undefined>;

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** MONGOD_BIN when set (it must be executable), else the first `mongod` on PATH. */
export function findMongod(env: Env): string | undefined {
  const explicit = env.MONGOD_BIN?.trim();
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`MONGOD_BIN=${explicit} is not an executable file`);
    return explicit;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'mongod');
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

function toLogger(log: BackendLog | undefined): (message: string) => void {
  if (!log) return (m) => console.info(m);
  return typeof log === 'function' ? log : (m) => log.info(m);
}

function withDb(uri: string, dbName: string): string {
  return `${uri.replace(/\/?$/, '/')}${dbName}`;
}

async function startMongod(binary: string, env: Env, dbName: string): Promise<DatabaseBackend> {
  // Never let mongodb-memory-server fetch a binary: there is no internet here, and it must use ours.
  process.env.MONGOMS_RUNTIME_DOWNLOAD = 'false';
  process.env.MONGOMS_DISABLE_POSTINSTALL = 'true';
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  const dbPath = env.MONGOD_DBPATH?.trim() || undefined;
  if (dbPath) fs.mkdirSync(dbPath, { recursive: true });
  const server = await MongoMemoryServer.create({
    binary: { systemBinary: binary, checkMD5: false },
    instance: { ip: '127.0.0.1', dbPath },
  });
  return {
    uri: withDb(server.getUri(), dbName),
    backend: 'mongod',
    stop: async () => {
      await server.stop({ doCleanup: !dbPath, force: false });
    },
  };
}

async function startEmbedded(env: Env, options: BackendOptions, dbName: string): Promise<DatabaseBackend> {
  const { startEmbeddedMongo } = await import('@premieres/embedded-mongo');
  const dbPath = options.dbPath ?? (env.EMBEDDED_MONGO_DBPATH?.trim() || undefined);
  const port = env.EMBEDDED_MONGO_PORT ? Number.parseInt(env.EMBEDDED_MONGO_PORT, 10) : undefined;
  const server = await startEmbeddedMongo({ dbPath, port });
  return { uri: withDb(server.uri, dbName), backend: 'embedded', stop: () => server.stop() };
}

export async function chooseDatabaseBackend(
  env: Env = process.env,
  log?: BackendLog,
  options: BackendOptions = {},
): Promise<DatabaseBackend> {
  const say = toLogger(log);
  const dbName = options.dbName ?? 'premieres';
  const uri = env.MONGODB_URI?.trim();
  if (uri) {
    say('database: using MONGODB_URI');
    return { uri, backend: 'uri', stop: async () => {} };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'MONGODB_URI must be set when NODE_ENV=production: no development database runs in production',
    );
  }
  const mongod = findMongod(env);
  if (mongod) {
    const chosen = await startMongod(mongod, env, dbName);
    say(
      `database: local mongod ${mongod} at ${chosen.uri}${env.MONGOD_DBPATH ? ` (data in ${env.MONGOD_DBPATH})` : ' (in memory)'}`,
    );
    return chosen;
  }
  const chosen = await startEmbedded(env, options, dbName);
  const where = options.dbPath ?? env.EMBEDDED_MONGO_DBPATH;
  say(
    `database: embedded development engine at ${chosen.uri} ${where ? `(data in ${where})` : '(in memory)'}; ` +
      'no MONGODB_URI and no mongod found. Development and tests only.',
  );
  return chosen;
}
