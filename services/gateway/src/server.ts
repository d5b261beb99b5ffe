import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { type ApiHandle, startApi } from './api';
import { type FrontEndOptions, registerFrontEnd } from './front-end';
import { DEFAULT_DATA_DIR } from './paths';

export interface GatewayOptions extends FrontEndOptions {
  /** false: static files only (tests, the prerender step). */
  withApi: boolean;
  inMemoryDb?: boolean;
  dataDir?: string;
  logLevel?: string;
  log?: (line: string) => void;
}

export interface Gateway {
  app: FastifyInstance;
  api: ApiHandle | null;
  close: () => Promise<void>;
}

/** One Fastify: the API (its routes under /api and /media) plus the front end beside it. */
export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? console.log;
  const logLevel = options.logLevel ?? 'warn';
  let api: ApiHandle | null = null;
  if (options.withApi) {
    try {
      api = await startApi({
        inMemory: options.inMemoryDb ?? false,
        dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
        logLevel,
        log,
      });
    } catch (error) {
      log(`[api] failed to start, serving the front end only: ${(error as Error).stack ?? error}`);
    }
  }
  const app = api?.app ?? Fastify({ logger: { level: logLevel } });
  // Compresses what has no precompressed copy (API JSON, SVG); precompressed files pass through.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerFrontEnd(app, options);
  return {
    app,
    api,
    close: async () => {
      await app.close();
      await api?.stop();
    },
  };
}
