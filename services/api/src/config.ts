import { readFileSync } from 'node:fs';
import { ACCESS_TOKEN_TTL_MINUTES, SIGN_IN_LIMIT } from '@premieres/contracts';
import { corsOriginsFromManifest } from './core/cors-origins';
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
  /** Serve /api/dev/* (the outbox); never in production. */
  devRoutes: boolean;
  /** Fastify trustProxy: behind a proxy the client address (sign-in limit key) comes from X-Forwarded-For. */
  trustProxy: boolean | string;
  /** Largest accepted upload per bucket, in bytes (posters 10 MB, trailers 2 GB by default). */
  uploadLimits: { thumbnailBytes: number; trailerBytes: number };
  /** Redis for the catalogue change bus across API processes; null = this process only. */
  redisUrl: string | null;
  /** Transcoding, seed media and media storage (src/media-pipeline/media-config.ts). */
  media: MediaConfig;
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

export const OWASP_ARGON2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

type Env = Record<string, string | undefined>;

const MB = 1024 * 1024;

function nodeEnv(value: string | undefined): NodeEnv {
  return value === 'production' || value === 'test' ? value : 'development';
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
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

/** Reads the environment; throws in production when a secret has no real value. */
export function loadConfig(env: Env = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const mode = nodeEnv(env.NODE_ENV);
  const isProduction = mode === 'production';
  const jwtSecret = env.JWT_SECRET ?? (isProduction ? '' : DEV_JWT_SECRET);
  if (isProduction && jwtSecret.length < 32 && !overrides.jwtSecret) {
    throw new Error('JWT_SECRET must be set (32+ characters) in production');
  }
  const adminEmail = (env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL).trim().toLowerCase();
  const adminPassword = env.ADMIN_PASSWORD ?? (isProduction ? undefined : DEV_ADMIN_PASSWORD);
  const demoAccounts = !isProduction && env.SEED_DEMO_USERS !== 'false';

  const base: ApiConfig = {
    env: mode,
    isProduction,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? '8080'}`).replace(/\/+$/, ''),
    jwtSecret,
    accessTokenTtlSeconds: ACCESS_TOKEN_TTL_MINUTES * 60,
    refreshTokenTtlSeconds: intFrom(env.REFRESH_TOKEN_TTL_SECONDS, 7 * 24 * 3600),
    passwordResetTtlSeconds: 3600,
    emailConfirmTtlSeconds: 48 * 3600,
    argon2: { ...OWASP_ARGON2 },
    signInLimit: { attempts: SIGN_IN_LIMIT.attempts, windowSeconds: SIGN_IN_LIMIT.windowMinutes * 60 },
    authRouteRateLimitPerMinute: intFrom(env.AUTH_RATE_LIMIT_PER_MINUTE, 30),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'premieres <no-reply@premieres.in>',
    corsOrigins: [...new Set([...listFrom(env.CORS_ORIGINS), ...manifestOrigins(env.REMOTES_MANIFEST)])],
    seed: {
      enabled: env.SEED !== 'false',
      admin: adminPassword
        ? { email: adminEmail, password: adminPassword, fullName: 'Premieres Admin' }
        : null,
      moderator: demoAccounts ? { ...DEV_MODERATOR } : null,
      member: demoAccounts ? { ...DEV_MEMBER } : null,
    },
    dbBackend: env.DB_BACKEND ?? 'external',
    devRoutes: !isProduction,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    uploadLimits: {
      thumbnailBytes: intFrom(env.UPLOAD_MAX_THUMBNAIL_MB, 10) * MB,
      trailerBytes: intFrom(env.UPLOAD_MAX_TRAILER_MB, 2048) * MB,
    },
    redisUrl: env.REDIS_URL?.trim() || null,
    media: loadMediaConfig(env, env.SEED !== 'false', mode === 'test'),
  };
  const merged = { ...base, ...overrides };
  // Dev routes can be switched off anywhere, never on in production.
  merged.devRoutes = merged.devRoutes && !merged.isProduction;
  return merged;
}
