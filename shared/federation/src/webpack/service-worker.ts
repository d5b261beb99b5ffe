import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Compiler } from 'webpack';
import { type BuildMode, buildMode, commonConfig } from './common';
import type { WebpackConfig } from './remote';

export const SERVICE_WORKER_FILE = 'sw.js';
/** Where the Workbox precache list goes in the worker's source (`precacheAndRoute(self.__WB_MANIFEST)`). */
export const PRECACHE_PLACEHOLDER = 'self.__WB_MANIFEST';

/** Files of the app's build a page needs to start: code, styles, its page, icons, the web manifest. */
const PRECACHED = /\.(js|css|html|svg|png|webmanifest)$/;
const NAME_HASH = /\.[0-9a-f]{8}\.[a-z0-9]+$/;

export interface PrecacheEntry {
  url: string;
  /** null: the name carries the content hash already. */
  revision: string | null;
}

/** The precache list of a build folder (the app's build, done before the worker's). */
export function precacheEntries(dist: string): PrecacheEntry[] {
  const entries: PrecacheEntry[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (PRECACHED.test(name) && name !== SERVICE_WORKER_FILE) {
        const url = `/${relative(dist, path).split('\\').join('/')}`;
        const revision = NAME_HASH.test(name)
          ? null
          : createHash('md5').update(readFileSync(path)).digest('hex').slice(0, 16);
        entries.push({ url, revision });
      }
    }
  };
  if (existsSync(dist)) walk(dist);
  return entries;
}

/** Puts the precache list of `dist` into the worker's code, where its source names the placeholder. */
class PrecacheManifestPlugin {
  constructor(private readonly dist: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Before minifying and compressing: the .gz/.br copies carry the list too.
        { name: 'PrecacheManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE },
        () => {
          const asset = compilation.getAsset(SERVICE_WORKER_FILE);
          if (!asset) return;
          const code = asset.source.source().toString();
          if (!code.includes(PRECACHE_PLACEHOLDER)) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${SERVICE_WORKER_FILE} does not use ${PRECACHE_PLACEHOLDER}`,
              ),
            );
            return;
          }
          const list = JSON.stringify(precacheEntries(this.dist));
          compilation.updateAsset(
            SERVICE_WORKER_FILE,
            new sources.RawSource(code.split(PRECACHE_PLACEHOLDER).join(list)),
          );
        },
      );
    });
  }
}

export interface ServiceWorkerOptions {
  dir: string;
  /** The worker's source, e.g. './src/sw/sw.ts'. */
  entry: string;
  mode?: BuildMode;
}

/**
 * The app's service worker as an extra bundle (built after the app, whose files it precaches):
 * one file at the root of the build, unhashed (browsers check /sw.js for updates by that name).
 */
export function createServiceWorkerConfig(options: ServiceWorkerOptions): WebpackConfig {
  const mode = buildMode(options.mode);
  const base = commonConfig({ dir: options.dir, mode, publicPath: '/', uniqueName: 'service-worker' });
  const dist = resolve(options.dir, 'dist');
  return {
    ...base,
    name: 'service-worker',
    target: 'webworker',
    entry: { sw: options.entry },
    output: { ...base.output, path: dist, filename: SERVICE_WORKER_FILE, clean: false },
    optimization: { ...base.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [new PrecacheManifestPlugin(dist)],
  };
}
