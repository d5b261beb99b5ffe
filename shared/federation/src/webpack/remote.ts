import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BUNDLER_RUNTIME_GLOBAL, REMOTE_ENTRY_FILE, ROUTES_EXPOSE } from '../remotes';
import { SHIMS, type SharedEntry, sharedDependencies } from '../shared-dependencies';
import { ChunkGroupsPlugin } from './chunk-groups-plugin';
import { type BuildMode, buildMode, commonConfig } from './common';
import { recordFederationRuntime } from './federation-runtime-record';
import { lucideIconFactoryRedirect } from './lucide-icon-factory';
import { RouteDeclarationsPlugin } from './route-declarations-plugin';
import { SharedExportsGuardPlugin } from './shared-exports-guard';

export interface RemoteOptions {
  /** Container name, e.g. 'mfe-landing'; also the folder under /remotes/ it is served from. */
  name: string;
  /** The workspace folder. */
  dir: string;
  /** e.g. `{ './App': './src/App.tsx' }`. */
  exposes: Record<string, string>;
  /** The module that declares the routes this remote owns, e.g. './src/routes.ts' (exposed as './routes'). */
  routes: string;
  /** Port of `npm run dev -- <name>`. */
  port: number;
  mode?: BuildMode;
}

export type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

/** Fails a build that imports a name a shim leaves out (react-router-dom's is react-router's list). */
export function sharedExportsGuard(): SharedExportsGuardPlugin {
  const shims: Record<string, string> = {};
  for (const [shareKey, file] of Object.entries(SHIMS)) if (file) shims[shareKey] = file;
  shims['react-router-dom'] = shims['react-router'] ?? '';
  return new SharedExportsGuardPlugin(shims);
}

/**
 * A remote's singletons: used from the shell, never provided nor bundled (`import: false`). The
 * shell provides every one of them (the same list, host.ts) and loads before any remote, so a
 * remote's own copies could only ever be loaded when the shell lacks a package, which the release
 * check refuses (the shell goes first). Leaving them out takes their entries out of each
 * remoteEntry.js's sharing data and chunk map (mfe-admin's: 9.4 -> 8.2 KB gzip, on every first
 * load of a remote) and ~30 fallback chunks out of each build.
 */
export function consumeOnly(shared: Record<string, SharedEntry>): Record<string, SharedEntry> {
  return Object.fromEntries(Object.entries(shared).map(([key, entry]) => [key, { ...entry, import: false }]));
}

/** The federation options every container has in common. */
export function federationBase(name: string, dir: string) {
  return {
    name,
    shared: sharedDependencies(dir),
    // 'version-first' fetches every registered remote at start-up; this loads one on demand.
    shareStrategy: 'loaded-first' as const,
    // Type generation needs TypeScript's JS API, which TypeScript 7 no longer has.
    dts: false,
  };
}

/**
 * The federation runtime entry's `import federation from '…/webpack-bundler-runtime/dist/bundler.js'`
 * (an absolute path the plugin resolves; `index.js` is the same module's ES build).
 */
const BUNDLER_RUNTIME_REQUEST =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/;

/**
 * Externals of a remote: the webpack bundler runtime is the one the shell publishes
 * (bundler-runtime-provider.ts), not a copy in remoteEntry.js (mfe-browse's: 7.4 -> 3.1 KB gzip,
 * on every member page). Like the runtime core, the shell must be released with it first.
 */
export function externalBundlerRuntime(): NonNullable<Configuration['externals']> {
  return [
    ({ request }, callback) => {
      if (request && BUNDLER_RUNTIME_REQUEST.test(request))
        callback(undefined, `window ${BUNDLER_RUNTIME_GLOBAL}`);
      else callback();
    },
  ];
}

export function createRemoteWebpackConfig(options: RemoteOptions): WebpackConfig {
  const mode = buildMode(options.mode);
  const base = commonConfig({
    dir: options.dir,
    mode,
    // 'auto': chunks load from wherever remoteEntry.js came from (/remotes/<name>/, a CDN...).
    publicPath: 'auto',
    uniqueName: options.name,
  });
  return {
    ...base,
    // The container entry is the only entry: a remote is always mounted by the shell.
    entry: {},
    externals: externalBundlerRuntime(),
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options.name, options.dir),
        shared: consumeOnly(sharedDependencies(options.dir)),
        filename: REMOTE_ENTRY_FILE,
        // A hyphenated name is no valid `var`: publish the container as window['mfe-admin'].
        library: { type: 'window', name: options.name },
        exposes: { ...options.exposes, [ROUTES_EXPOSE]: options.routes },
        // Records in mf-manifest.json that this build needs the shell's runtime core (below) and
        // bundler runtime (externalBundlerRuntime).
        manifest: recordFederationRuntime('external-bundler'),
        experiments: {
          // The federation runtime core comes from the shell (the global its runtime plugin
          // publishes, host.ts), not from a copy in every remoteEntry.js: mfe-admin's went from
          // 20.2 to 9.0 KB gzip. The shell must be released with it before such a remote (the
          // release check refuses the other order).
          externalRuntime: true,
          // A remote never loads other remotes (the shell mounts them all): leaves ~8 KB gzip of runtime out.
          optimization: { disableRemote: true, target: 'web' as const },
        },
      }),
      lucideIconFactoryRedirect(),
      sharedExportsGuard(),
      new RouteDeclarationsPlugin(resolve(options.dir, options.routes)),
      new ChunkGroupsPlugin(),
    ],
    devServer: {
      port: options.port,
      // The shell on another origin fetches mf-manifest.json with fetch().
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      hot: true,
      liveReload: true,
      client: { webSocketURL: `ws://localhost:${options.port}/ws`, overlay: false },
      devMiddleware: { writeToDisk: false },
    },
  };
}
