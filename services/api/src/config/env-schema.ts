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
      minimum: 200,
      default: 400,
      description:
        'How long an operation waits for an unreachable database before its 503; a read is retried once, so every answer comes within 1 s. The start-up connect keeps trying for 10 s',
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
    FILM_UPLOAD_DIR: {
      type: 'string',
      description: 'Unfinished film uploads (tus), kept for their resume (default .data/uploads)',
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
    PAYMENT_PROVIDER: {
      type: 'string',
      enum: ['simulated', 'razorpay'],
      default: 'simulated',
      description: 'Payment provider; simulated (a test-mode hosted checkout) is refused in production',
    },
    ALLOW_SIMULATED_PAYMENTS: {
      type: 'boolean',
      default: false,
      description: 'true: allow the simulated provider in production (a staging site)',
    },
    PAYMENT_WEBHOOK_SECRET: {
      type: 'string',
      description: "HMAC-SHA256 key of the provider's signed events; required in production",
    },
    RAZORPAY_KEY_ID: { type: 'string', description: 'Razorpay API key id (PAYMENT_PROVIDER=razorpay)' },
    RAZORPAY_KEY_SECRET: {
      type: 'string',
      description: 'Razorpay API key secret (PAYMENT_PROVIDER=razorpay)',
    },
    BILLING_SWEEP_INTERVAL_MS: {
      type: 'integer',
      minimum: 0,
      default: 60000,
      description: 'How often renewals, reminders and expiries are swept (0 = never; tests sweep by hand)',
    },
    CHECKOUT_TTL_SECONDS: {
      type: 'integer',
      minimum: 1,
      default: 1800,
      description: 'How long an open checkout can be paid',
    },
    MEDIA_URL_SECRET: {
      type: 'string',
      description: 'HMAC key of signed content URLs (default: derived from JWT_SECRET)',
    },
    PLAYBACK_URL_TTL_SECONDS: {
      type: 'integer',
      minimum: 1,
      default: 1800,
      description: 'Lifetime of a signed content URL',
    },
    FFMPEG_PATH: {
      type: 'string',
      description: 'ffmpeg binary to use instead of the one @ffmpeg-installer/ffmpeg installs',
    },
    MEDIA_WORKER: {
      type: 'boolean',
      description: 'Run transcode jobs in this process (default: yes, except in tests)',
    },
    SEED_MEDIA: {
      type: 'boolean',
      description: 'Generate and transcode media for the sample catalogue in the background (default: yes)',
    },
    SEED_MEDIA_TITLES: {
      type: 'string',
      pattern: '^[A-Za-z0-9-]+(,[A-Za-z0-9-]+)*$',
      description: 'Seed media for these sample title ids only (e.g. 1,2; default: every sample title)',
    },
    SEED_MEDIA_SECONDS: {
      type: 'integer',
      minimum: 6,
      maximum: 120,
      description:
        'Shorten generated seed media to this many seconds (e2e: 12; default 120 / 30 for trailers)',
    },
    MEDIA_CACHE_DIR: { type: 'string', description: 'Generated seed media and ladders, kept across starts' },
    TRANSCODE_WORK_DIR: { type: 'string', description: 'Scratch space of running transcode jobs' },
    TRANSCODE_PRESET: { type: 'string', description: 'x264 preset of every rendition (default veryfast)' },
    TRANSCODE_NICE: {
      type: 'integer',
      minimum: 0,
      maximum: 19,
      description: 'Niceness of ffmpeg (default 10)',
    },
    TRANSCODE_LOCK_SECONDS: {
      type: 'integer',
      minimum: 1,
      description: "A dead worker's job is taken again after this (default 60)",
    },
    TRANSCODE_POLL_MS: {
      type: 'integer',
      minimum: 1,
      description: 'Idle workers look for jobs queued by other processes this often (default 3000)',
    },
    TRANSCODE_CONCURRENCY: {
      type: 'integer',
      minimum: 1,
      description: 'Jobs at once per worker (default: one per CPU core)',
    },
    MEDIA_STORAGE: {
      type: 'string',
      enum: ['gridfs', 's3', 'fs'],
      description:
        'Where ladders are stored: gridfs (default), an S3-compatible object store, or fs (a folder, MEDIA_ROOT)',
    },
    MEDIA_ROOT: {
      type: 'string',
      description: 'MEDIA_STORAGE=fs: the media volume (nginx serves it at the edge)',
    },
    MEDIA_EDGE: {
      type: 'string',
      enum: ['off', 'nginx-secure-link'],
      description:
        'off (default): the API serves segments; nginx-secure-link: playlists point at /media/edge/, served and checked by nginx',
    },
    MEDIA_EDGE_SECRET: {
      type: 'string',
      // It is written into nginx's config between double quotes: no quotes, spaces or `$`.
      pattern: '^[A-Za-z0-9._~+/=-]{32,}$',
      description: 'MEDIA_EDGE=nginx-secure-link: the secure_link secret shared with nginx (32+ characters)',
    },
    S3_BUCKET: { type: 'string', description: 'MEDIA_STORAGE=s3: the bucket' },
    S3_REGION: { type: 'string', description: 'MEDIA_STORAGE=s3: the region (default ap-south-1)' },
    S3_ENDPOINT: {
      type: 'string',
      description: 'MEDIA_STORAGE=s3: an S3-compatible endpoint (MinIO, R2 ...)',
    },
    S3_FORCE_PATH_STYLE: { type: 'boolean', description: 'MEDIA_STORAGE=s3: path-style addressing' },
    S3_PREFIX: { type: 'string', description: 'MEDIA_STORAGE=s3: key prefix' },
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
  FILM_UPLOAD_DIR?: string;
  REDIS_URL?: string;
  CATALOG_CACHE_TTL_MS: number;
  PAYMENT_PROVIDER: 'simulated' | 'razorpay';
  ALLOW_SIMULATED_PAYMENTS: boolean;
  PAYMENT_WEBHOOK_SECRET?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  BILLING_SWEEP_INTERVAL_MS: number;
  CHECKOUT_TTL_SECONDS: number;
  MEDIA_URL_SECRET?: string;
  PLAYBACK_URL_TTL_SECONDS: number;
  FFMPEG_PATH?: string;
  MEDIA_WORKER?: boolean;
  SEED_MEDIA?: boolean;
  SEED_MEDIA_TITLES?: string;
  SEED_MEDIA_SECONDS?: number;
  MEDIA_CACHE_DIR?: string;
  TRANSCODE_WORK_DIR?: string;
  TRANSCODE_PRESET?: string;
  TRANSCODE_NICE?: number;
  TRANSCODE_LOCK_SECONDS?: number;
  TRANSCODE_POLL_MS?: number;
  TRANSCODE_CONCURRENCY?: number;
  MEDIA_STORAGE?: 'gridfs' | 's3' | 'fs';
  MEDIA_ROOT?: string;
  MEDIA_EDGE?: 'off' | 'nginx-secure-link';
  MEDIA_EDGE_SECRET?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_PREFIX?: string;
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
