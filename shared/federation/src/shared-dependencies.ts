import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Module Federation singletons, declared once for the shell and every remote.
 *
 * - Subpaths are listed one by one: sharing `react` does not cover `react/jsx-runtime` or
 *   `react-dom/client` (two Reacts otherwise), and react-router-dom re-exports react-router.
 * - Stateful packages must be shared so that every remote sees one instance: React and its
 *   router, zustand, i18next, TanStack Query, emotion's style cache and the @premieres stores.
 * - @chakra-ui/react is NOT shared: a shared module ships whole (302 KB gzip for Chakra).
 *   `@premieres/ui` is the singleton that owns the light Chakra parts and their contexts; a
 *   remote bundles any heavier Chakra part it needs, tree-shaken, under its own provider.
 * - @premieres/contracts is NOT shared: it is stateless, so each bundle keeps only what it uses.
 */
export const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@emotion/react',
  '@tanstack/react-query',
  '@premieres/ui',
  '@premieres/i18n',
  '@premieres/auth-store',
  '@premieres/api-client',
  '@premieres/player-store',
  // Not a path lucide-react exports: its icons' factory (shims/lucide-icon-factory.cjs).
  'lucide-react/icon-factory',
] as const;

export type SharedPackage = (typeof SHARED_PACKAGES)[number];

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** The installed version this build provides. */
  version?: string;
  /**
   * What the build provides and falls back to (default: the package itself); false in a remote,
   * which takes every singleton from the shell (remote.ts, consumeOnly).
   */
  import?: string | false;
  /** True for first-party singletons: a copy outside the range fails the remote's load. */
  strictVersion: boolean;
  eager: false;
}

/** Packages provided through a stand-in module that lists the exports apps use (see shims/). */
export const SHIMS: Partial<Record<SharedPackage, string>> = {
  'react-router': join(__dirname, 'shims', 'react-router.ts'),
  'react-router-dom': join(__dirname, 'shims', 'react-router-dom.ts'),
  '@tanstack/react-query': join(__dirname, 'shims', 'tanstack-react-query.ts'),
  'react-i18next': join(__dirname, 'shims', 'react-i18next.ts'),
  '@emotion/react': join(__dirname, 'shims', 'emotion-react.ts'),
  'lucide-react/icon-factory': join(__dirname, 'shims', 'lucide-icon-factory.cjs'),
};

/** The router shims follow our releases like our own singletons (isStrictSingleton). */
const STRICT_SHIMS: ReadonlySet<SharedPackage> = new Set(['react-router', 'react-router-dom']);

/**
 * The real react-router entry, under a name that is not a shared key (so the shim can import it
 * without consuming itself). An absolute path: the package's exports map hides its files.
 */
export function reactRouterInternalAlias(
  fromDir: string,
  mode: 'production' | 'development',
): Record<string, string> {
  const require = createRequire(join(fromDir, 'package.json'));
  const root = dirname(require.resolve('react-router/package.json'));
  return { 'react-router-internal$': join(root, 'dist', mode, 'index.mjs') };
}

/** The folder a package is installed in, looked up from `fromDir` (exports maps may hide package.json). */
function packageDir(fromDir: string, packageName: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  for (const base of require.resolve.paths(packageName) ?? []) {
    if (existsSync(join(base, packageName, 'package.json'))) return join(base, packageName);
  }
  throw new Error(`${packageName} is not installed (looked from ${fromDir})`);
}

/**
 * Every shim's real package under a name that is not a shared key (so a shim can import it
 * without consuming itself): react-router (reactRouterInternalAlias), TanStack Query and
 * react-i18next, each at its ES module entry.
 */
export function shimInternalAliases(
  fromDir: string,
  mode: 'production' | 'development',
): Record<string, string> {
  return {
    ...reactRouterInternalAlias(fromDir, mode),
    'tanstack-react-query-internal$': join(
      packageDir(fromDir, '@tanstack/react-query'),
      'build',
      'modern',
      'index.js',
    ),
    'react-i18next-internal$': join(packageDir(fromDir, 'react-i18next'), 'dist', 'es', 'index.js'),
    'lucide-icon-factory-internal$': join(
      packageDir(fromDir, 'lucide-react'),
      'dist',
      'esm',
      'createLucideIcon.mjs',
    ),
    // The browser build (the package's exports map picks it for webpack's 'browser' condition).
    'emotion-react-internal$': join(
      packageDir(fromDir, '@emotion/react'),
      'dist',
      mode === 'development' ? 'emotion-react.browser.development.esm.js' : 'emotion-react.browser.esm.js',
    ),
  };
}

/** `react/jsx-runtime` → `react`; `@premieres/ui` stays whole. */
export function packageNameOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

function installedVersion(fromDir: string, packageName: string): string | undefined {
  const require = createRequire(join(fromDir, 'package.json'));
  // Some packages do not export ./package.json; walk from the resolved entry instead.
  const paths = require.resolve.paths(packageName) ?? [];
  for (const base of paths) {
    try {
      const manifest = JSON.parse(readFileSync(join(base, packageName, 'package.json'), 'utf8')) as {
        version?: string;
      };
      if (manifest.version) return manifest.version;
    } catch {
      // Not in this node_modules; try the next one up.
    }
  }
  return undefined;
}

/**
 * Our own singletons (and the curated router shim) change with our releases, and a remote built
 * against a newer one would call what an older copy lacks and fail later with `undefined`. So a
 * copy outside the range a build requires is refused at load time: the runtime throws a message
 * naming the package and both versions, the shell logs it and shows that remote's error screen
 * with Retry. The release check (deploy/scripts/release.sh) refuses such a release before that.
 */
export function isStrictSingleton(request: SharedPackage): boolean {
  return request.startsWith('@premieres/') || STRICT_SHIMS.has(request);
}

/**
 * The `shared` option of ModuleFederationPlugin. Versions are read from what is installed, so a
 * dependency upgrade changes every build's declared range in one place.
 */
export function sharedDependencies(fromDir: string): Record<SharedPackage, SharedEntry> {
  const shared = {} as Record<SharedPackage, SharedEntry>;
  for (const request of SHARED_PACKAGES) {
    const version = installedVersion(fromDir, packageNameOf(request));
    const shim = SHIMS[request];
    shared[request] = {
      singleton: true,
      requiredVersion: version ? `^${version}` : '*',
      ...(version ? { version } : {}),
      ...(shim ? { import: shim } : {}),
      // Third-party singletons: a mismatch logs a warning (the release check still refuses it).
      strictVersion: isStrictSingleton(request),
      eager: false,
    };
  }
  return shared;
}
