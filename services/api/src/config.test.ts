import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEV_ADMIN_EMAIL, DEV_JWT_SECRET, loadConfig, OWASP_ARGON2 } from './config';
import { ENV_SCHEMA } from './config/env-schema';

const URI = 'mongodb://db1,db2,db3/premieres?replicaSet=rs0';

describe('loadConfig', () => {
  it('has working development defaults', () => {
    const config = loadConfig({});
    expect(config.env).toBe('development');
    expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    expect(config.seed.admin?.email).toBe(DEV_ADMIN_EMAIL);
    expect(config.seed.moderator).not.toBeNull();
    expect(config.devRoutes).toBe(true);
    expect(config.argon2).toEqual(OWASP_ARGON2);
    expect(config.accessTokenTtlSeconds).toBe(15 * 60);
    expect(config.signInLimit).toEqual({ attempts: 5, windowSeconds: 15 * 60 });
    expect(config.smtpUrl).toBeNull();
  });

  it('refuses production without MONGODB_URI, then without a real JWT secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /MONGODB_URI must be set when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: URI })).toThrow(/JWT_SECRET/);
  });

  it('validates every value with the schema and names the bad variable', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/AUTH_RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'premieres.in' })).toThrow(/PUBLIC_URL/);
    // Empty counts as unset; numbers and booleans are typed.
    const config = loadConfig({ SMTP_URL: '', CATALOG_CACHE_TTL_MS: '0', SEED: 'false', API_PORT: '4100' });
    expect(config.smtpUrl).toBeNull();
    expect(config.catalogCacheTtlMs).toBe(0);
    expect(config.seed.enabled).toBe(false);
    expect(config.server.port).toBe(4100);
  });

  it('documents every variable of the schema in the README', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    const missing = Object.keys(ENV_SCHEMA.properties).filter((name) => !readme.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('production: no dev routes, no demo accounts, admin only with ADMIN_PASSWORD', () => {
    const secret = 'x'.repeat(40);
    const bare = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, MONGODB_URI: URI });
    expect(bare.devRoutes).toBe(false);
    expect(bare.seed.admin).toBeNull();
    expect(bare.seed.member).toBeNull();
    const withAdmin = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      MONGODB_URI: URI,
      SEED_DEMO_USERS: 'true',
      ADMIN_EMAIL: ' Boss@Premieres.in ',
      ADMIN_PASSWORD: 'Very#Strong2025',
    });
    expect(withAdmin.seed.admin?.email).toBe('boss@premieres.in');
    expect(withAdmin.seed.moderator).toBeNull();
    // An override cannot switch the dev routes on in production.
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, MONGODB_URI: URI }, { devRoutes: true })
        .devRoutes,
    ).toBe(false);
  });

  it('reads SMTP, public URL, proxy trust and CORS origins from env and the remote manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-config-'));
    const manifest = join(dir, 'remotes.json');
    writeFileSync(
      manifest,
      JSON.stringify({ 'mfe-landing': { entry: 'http://localhost:3001/mf-manifest.json' } }),
    );
    const config = loadConfig({
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://premieres.in/',
      TRUST_PROXY: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      REMOTES_MANIFEST: manifest,
    });
    expect(config.smtpUrl).toBe('smtp://mail:25');
    expect(config.publicUrl).toBe('https://premieres.in');
    expect(config.trustProxy).toBe(true);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example', 'http://localhost:3001']);
  });
});
