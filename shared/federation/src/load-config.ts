import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebpackConfig } from './webpack/remote';

/**
 * Loads `<dir>/webpack.config.ts` (run under tsx, which compiles it). A config may be a list: the
 * first is the app's own build, the others are extra bundles built after it (mfe-landing's islands).
 */
export async function loadWebpackConfigs(dir: string): Promise<WebpackConfig[]> {
  const file = resolve(dir, 'webpack.config.ts');
  if (!existsSync(file)) throw new Error(`No webpack.config.ts in ${dir}`);
  let loaded: unknown = await import(pathToFileURL(file).href);
  // CommonJS interop can wrap the default export once or twice.
  while (loaded && typeof loaded === 'object' && 'default' in loaded) {
    loaded = (loaded as { default: unknown }).default;
  }
  if (typeof loaded === 'function') loaded = await (loaded as () => unknown)();
  return Array.isArray(loaded) ? (loaded as WebpackConfig[]) : [loaded as WebpackConfig];
}
