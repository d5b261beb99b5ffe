import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_TOKEN_TTL_MINUTES, SIGN_IN_LIMIT } from '@premieres/contracts';
import envSchema from 'env-schema';
import { type ApiEnv, ENV_SCHEMA } from './config/env-schema';
import { corsOriginsFromManifest } from './core/cors-origins';
import { loadMediaEdge, type MediaEdge } from './core/media-edge';
import { loadMediaConfig, type MediaConfig } from './media-pipeline/media-config';

export type NodeEnv = 'development' | 'production' | 'test';

/** Every setting of the API; built once from the environment by `loadConfig`. */
export interface ApiConfig {
  env: NodeEnv;
  isProduction: boolean;
  /** Public origin of the site, used for links in e-mails (/auth/confirm, /reset-password). */
  publicUrl: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family: rotation never extends it. */
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  emailConfirmTtlSeconds: number;
  /** argon2id cost. OWASP minimum: m=19456 KiB, t=2, p=1. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  signInLimit: { attempts: number; windowSeconds: number };
  /** General per-client limit on the e-mail-sending and token-taking auth routes (per minute). */
  authRouteRateLimitPerMinute: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** Origins allowed by CORS (credentials included). Empty: no cross-origin access. */
  corsOrigins: string[];
  seed: SeedConfig;
  /** Label of the database backend shown by /api/health (embedded, mongod, external ...). */
  dbBackend: string;
  /** Server selection timeout: a request waits this long at most for an unreachable database. */
  dbTimeoutMs: number;
  /** Serve /api/dev/* (the outbox); never in production. */
  devRoutes: boolean;
  /** Fastify trustProxy: behind a proxy the client address (sign-in limit key) comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Largest accepted upload per bucket, in bytes (posters 10 MB, trailers 2 GB by default). */
  uploadLimits: { thumbnailBytes: number; trailerBytes: number };
  /** Unfinished film uploads (tus) on this process's disk; a finished film moves to the content bucket. */
  filmUploadDir: string;
  /** Redis shared by the replicas (rate limits, catalogue change bus); null = this process only. */
  redisUrl: string | null;
  /** The database URI from the environment (MONGODB_URI); required in production. */
  mongodbUri: string | null;
  /** Lifetime of the catalogue read cache (0 = off). */
  catalogCacheTtlMs: number;
  /** /metrics: on the public port only with the bearer token; or alone on a private port. */
  metrics: { token: string | null; port: number | null; host: string };
  /** The standalone server (src/server.ts). */
  server: ServerConfig;
  billing: BillingConfig;
  /** Transcoding, seed media and media storage (src/media-pipeline/media-config.ts). */
  media: MediaConfig;
  /** HMAC key of signed content URLs (derived from JWT_SECRET unless MEDIA_URL_SECRET is set). */
  mediaUrlSecret: string;
  /** Lifetime of a signed content URL. */
  playbackUrlTtlSeconds: number;
  /** Segments served and checked by nginx (MEDIA_EDGE); null = the API serves them (development). */
  mediaEdge: MediaEdge | null;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** On SIGTERM, in-flight requests (uploads included) get this long before the process exits. */
  shutdownTimeoutMs: number;
  logLevel: string;
  logFormat: 'json' | 'pretty' | null;
}

export type PaymentProviderName = 'simulated' | 'razorpay';

export interface BillingConfig {
  provider: PaymentProviderName;
  /** ALLOW_SIMULATED_PAYMENTS=true: the simulated provider is refused in production otherwise. */
  allowSimulatedInProduction: boolean;
  /** HMAC-SHA256 key of provider events (the provider's webhook secret). */
  webhookSecret: string;
  /** Razorpay API keys (only for PAYMENT_PROVIDER=razorpay). */
  razorpay: { keyId: string; keySecret: string } | null;
  /** How often the renewal/expiry sweep runs in a running app; 0 = never (tests call it). */
  sweepIntervalMs: number;
  /** An open checkout can be paid for this long. */
  checkoutTtlSeconds: number;
}

export interface SeedAccount {
  email: string;
  password: string;
  fullName: string;
}

export interface SeedConfig {
  enabled: boolean;
  admin: SeedAccount | null;
  moderator: SeedAccount | null;
  member: SeedAccount | null;
}

// Development-only defaults; documented in README.md. Production requires real values.
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-0123456789abcdef';
export const DEV_ADMIN_EMAIL = 'admin@premieres.in';
export const DEV_ADMIN_PASSWORD = 'Admin#Premieres2025';
export const DEV_MODERATOR = {
  email: 'moderator@premieres.in',
  password: 'Moderator#2025',
  fullName: 'Mira Moderator',
};
export const DEV_MEMBER = {
  email: 'member@premieres.in',
  password: 'Member#2025pass',
  fullName: 'Manu Member',
};

export const DEV_WEBHOOK_SECRET = 'dev-only-payment-webhook-secret-0123456789';

export const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

/** Beside the media cache (repository .data/); tests keep theirs in the system's temporary folder. */
function defaultFilmUploadDir(nodeEnv: NodeEnv): string {
  if (nodeEnv === 'test') return path.join(tmpdir(), 'premieres-film-uploads');
  return path.resolve(__dirname, '../../../.data/uploads');
}

function listFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** 'true', or the proxy addresses/CIDRs to trust (comma-separated), as Fastify's trustProxy takes them. */
function trustProxyFrom(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

function manifestOrigins(path: string | undefined): string[] {
  if (!path) return [];
  try {
    return corsOriginsFromManifest(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return [];
  }
}

/** Payment provider settings; the billing plugin refuses unsafe ones at start (billing/config-check.ts). */
function billingFrom(env: ApiEnv, isProduction: boolean): BillingConfig {
  const razorpay =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? { keyId: env.RAZORPAY_KEY_ID, keySecret: env.RAZORPAY_KEY_SECRET }
      : null;
  return {
    provider: env.PAYMENT_PROVIDER,
    allowSimulatedInProduction: env.ALLOW_SIMULATED_PAYMENTS,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? (isProduction ? '' : DEV_WEBHOOK_SECRET),
    razorpay,
    sweepIntervalMs: env.BILLING_SWEEP_INTERVAL_MS,
    checkoutTtlSeconds: env.CHECKOUT_TTL_SECONDS,
  };
}

/**
 * The environment validated against ENV_SCHEMA (env-schema): unknown variables are ignored, an
 * empty value counts as unset, a malformed one stops the start with the variable's name.
 */
export function readEnv(env: Env = process.env): ApiEnv {
  const data: Record<string, string> = {};
  for (const key of Object.keys(ENV_SCHEMA.properties)) {
    const value = env[key]?.trim();
    if (value) data[key] = value;
  }
  try {
    return envSchema<ApiEnv>({ schema: structuredClone(ENV_SCHEMA), data, env: false });
  } catch (error) {
    throw new Error(`Invalid API configuration: ${(error as Error).message}`);
  }
}

/** Refusals that depend on more than one value (production needs real secrets and a database). */
function assertProductionReady(env: ApiEnv, overrides: Partial<ApiConfig>): void {
  if (env.NODE_ENV !== 'production') return;
  if (!env.MONGODB_URI && !overrides.mongodbUri) {
    throw new Error(
      'MONGODB_URI must be set when NODE_ENV=production (e.g. mongodb://db1,db2,db3/premieres?replicaSet=rs0); ' +
        'the development database engines are not part of a production install',
    );
  }
  if ((env.JWT_SECRET ?? '').length < 32 && !overrides.jwtSecret) {
    throw new Error('JWT_SECRET must be set (32+ characters) in production');
  }
}

/** Reads and validates the environment (one place for every setting); overrides win (tests, gateway). */
export function loadConfig(rawEnv: Env = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const env = readEnv(rawEnv);
  assertProductionReady(env, overrides);
  const isProduction = env.NODE_ENV === 'production';
  const adminEmail = (env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD ?? (isProduction ? undefined : DEV_ADMIN_PASSWORD);
  const demoAccounts = !isProduction && env.SEED_DEMO_USERS;
  const media = loadMediaConfig(env, env.SEED, env.NODE_ENV === 'test');

  const base: ApiConfig = {
    env: env.NODE_ENV,
    isProduction,
    mongodbUri: env.MONGODB_URI ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? (isProduction ? '' : DEV_JWT_SECRET),
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_MINUTES * 60,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    passwordResetTtlSeconds: 3600,
    emailConfirmTtlSeconds: 48 * 3600,
    argon2: { ...OWASP_ARGON2 },
    signInLimit: { attempts: SIGN_IN_LIMIT.attempts, windowSeconds: SIGN_IN_LIMIT.windowMinutes * 60 },
    authRouteRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    corsOrigins: [...new Set([...listFrom(env.CORS_ORIGINS), ...manifestOrigins(env.REMOTES_MANIFEST)])],
    seed: {
      enabled: env.SEED,
      admin: adminPassword
        ? { email: adminEmail, password: adminPassword, fullName: 'Premieres Admin' }
        : null,
      moderator: demoAccounts ? { ...DEV_MODERATOR } : null,
      member: demoAccounts ? { ...DEV_MEMBER } : null,
    },
    dbBackend: env.DB_BACKEND ?? 'external',
    dbTimeoutMs: env.DB_TIMEOUT_MS,
    devRoutes: !isProduction,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    uploadLimits: {
      thumbnailBytes: env.UPLOAD_MAX_THUMBNAIL_MB * MB,
      trailerBytes: env.UPLOAD_MAX_TRAILER_MB * MB,
    },
    filmUploadDir: path.resolve(env.FILM_UPLOAD_DIR ?? defaultFilmUploadDir(env.NODE_ENV)),
    redisUrl: env.REDIS_URL ?? null,
    catalogCacheTtlMs: env.CATALOG_CACHE_TTL_MS,
    metrics: { token: env.METRICS_TOKEN ?? null, port: env.METRICS_PORT ?? null, host: env.METRICS_HOST },
    server: {
      port: env.API_PORT ?? env.PORT ?? 3000,
      host: env.HOST,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      logLevel: env.LOG_LEVEL,
      logFormat: env.LOG_FORMAT ?? null,
    },
    billing: billingFrom(env, isProduction),
    mediaUrlSecret:
      env.MEDIA_URL_SECRET ??
      createHmac('sha256', env.JWT_SECRET ?? (isProduction ? '' : DEV_JWT_SECRET))
        .update('media-urls')
        .digest('hex'),
    playbackUrlTtlSeconds: env.PLAYBACK_URL_TTL_SECONDS,
    media,
    mediaEdge: loadMediaEdge(env, media),
  };
  const merged = { ...base, ...overrides };
  // Dev routes and demo accounts can be switched off anywhere, never on in production.
  merged.devRoutes = merged.devRoutes && !merged.isProduction;
  if (merged.isProduction) merged.seed = { ...merged.seed, moderator: null, member: null };
  return merged;
}
