// Every environment variable the API reads, as one JSON schema validated by env-schema (Ajv).
// services/api/README.md documents the same list; a variable not listed here is never read.

const port = { type: 'integer', minimum: 0, maximum: 65535 } as const;

export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    NODE_ENV: {
      type: 'string',
      enum: ['development', 'production', 'test'],
      default: 'development',
      description:
        'production: MONGODB_URI and JWT_SECRET required, Secure cookies, no dev routes or demo accounts',
    },
    MONGODB_URI: {
      type: 'string',
      pattern: '^mongodb(\\+srv)?://',
      description: 'The database; required in production (a replica set there)',
    },
    JWT_SECRET: {
      type: 'string',
      description: 'HS256 secret of access tokens; 32+ characters in production',
    },
    PUBLIC_URL: {
      type: 'string',
      pattern: '^https?://[^/]+',
      description: 'Public origin of the site: e-mailed links point here, never at the machine address',
    },
    PORT: { ...port, description: 'Listening port (API_PORT wins); also the default PUBLIC_URL port' },
    API_PORT: { ...port, description: 'Listening port of the standalone API (src/server.ts)' },
    HOST: { type: 'string', default: '0.0.0.0', description: 'Listening address of the standalone API' },
    ADMIN_EMAIL: { type: 'string', description: 'The seeded admin account' },
    ADMIN_PASSWORD: {
      type: 'string',
      description: 'Its password; in production the admin is seeded only with it',
    },
    SEED: { type: 'boolean', default: true, description: 'false: no start-up seed at all' },
    SEED_DEMO_USERS: {
      type: 'boolean',
      default: true,
      description: 'false: no demo moderator and member (never in production)',
    },
    SMTP_URL: {
      type: 'string',
      pattern: '^smtps?://',
      description: 'SMTP server; unset: the email_outbox collection',
    },
    MAIL_FROM: {
      type: 'string',
      default: 'premieres <no-reply@premieres.in>',
      description: 'Sender of e-mails',
    },
    CORS_ORIGINS: {
      type: 'string',
      description: 'Comma-separated origins allowed by CORS (with credentials)',
    },
    REMOTES_MANIFEST: {
      type: 'string',
      description: 'Path of remotes.json; its absolute remote origins are allowed by CORS',
    },
    TRUST_PROXY: { type: 'string', description: 'true, or proxy addresses/CIDRs (Fastify trustProxy)' },
    REFRESH_TOKEN_TTL_SECONDS: {
      type: 'integer',
      minimum: 60,
      default: 7 * 24 * 3600,
      description: 'Absolute lifetime of a refresh-token family',
    },
    AUTH_RATE_LIMIT_PER_MINUTE: {
      type: 'integer',
      minimum: 1,
      default: 30,
      description: 'General per-client limit on the auth routes',
    },
    DB_BACKEND: { type: 'string', description: 'Label of the database backend shown by /api/health' },
    DB_TIMEOUT_MS: {
      type: 'integer',
      minimum: 500,
      default: 3000,
      description:
        'How long a request waits for an unreachable database before its 503 (and the start-up connect)',
    },
    UPLOAD_MAX_THUMBNAIL_MB: {
      type: 'integer',
      minimum: 1,
      default: 10,
      description: 'Largest poster upload',
    },
    UPLOAD_MAX_TRAILER_MB: {
      type: 'integer',
      minimum: 1,
      default: 2048,
      description: 'Largest trailer upload',
    },
    REDIS_URL: {
      type: 'string',
      pattern: '^rediss?://',
      description: 'Redis shared by replicas: rate limits, catalogue change bus; unset: per process',
    },
    CATALOG_CACHE_TTL_MS: {
      type: 'integer',
      minimum: 0,
      default: 5000,
      description: 'Catalogue read cache lifetime (0 = off)',
    },
    METRICS_TOKEN: {
      type: 'string',
      minLength: 16,
      description: 'Bearer token that /metrics demands on the public port',
    },
    METRICS_PORT: {
      ...port,
      description: 'Serve /metrics (no token) on this port only, e.g. bound to a private network',
    },
    METRICS_HOST: {
      type: 'string',
      default: '0.0.0.0',
      description: 'Listening address of the metrics port',
    },
    SHUTDOWN_TIMEOUT_MS: {
      type: 'integer',
      minimum: 1000,
      default: 25_000,
      description: 'Deadline for in-flight requests on SIGTERM',
    },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'pino level',
    },
    LOG_FORMAT: {
      type: 'string',
      enum: ['json', 'pretty'],
      description: 'json, or pretty (default on a TTY outside production)',
    },
    MONGOD_BIN: {
      type: 'string',
      description: 'Development: a local mongod to run when MONGODB_URI is unset',
    },
    MONGOD_DBPATH: {
      type: 'string',
      description: 'Development: data directory of that mongod (unset: in memory)',
    },
    EMBEDDED_MONGO_DBPATH: {
      type: 'string',
      description: 'Development: data directory of the embedded engine',
    },
    EMBEDDED_MONGO_PORT: { ...port, description: 'Development: port of the embedded engine' },
  },
} as const;

/** The validated environment: every value typed, defaults filled. */
export interface ApiEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  MONGODB_URI?: string;
  JWT_SECRET?: string;
  PUBLIC_URL?: string;
  PORT?: number;
  API_PORT?: number;
  HOST: string;
  ADMIN_EMAIL?: string;
  ADMIN_PASSWORD?: string;
  SEED: boolean;
  SEED_DEMO_USERS: boolean;
  SMTP_URL?: string;
  MAIL_FROM: string;
  CORS_ORIGINS?: string;
  REMOTES_MANIFEST?: string;
  TRUST_PROXY?: string;
  REFRESH_TOKEN_TTL_SECONDS: number;
  AUTH_RATE_LIMIT_PER_MINUTE: number;
  DB_BACKEND?: string;
  DB_TIMEOUT_MS: number;
  UPLOAD_MAX_THUMBNAIL_MB: number;
  UPLOAD_MAX_TRAILER_MB: number;
  REDIS_URL?: string;
  CATALOG_CACHE_TTL_MS: number;
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  METRICS_HOST: string;
  SHUTDOWN_TIMEOUT_MS: number;
  LOG_LEVEL: string;
  LOG_FORMAT?: 'json' | 'pretty';
  MONGOD_BIN?: string;
  MONGOD_DBPATH?: string;
  EMBEDDED_MONGO_DBPATH?: string;
  EMBEDDED_MONGO_PORT?: number;
}
