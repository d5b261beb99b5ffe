import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WebpackConfig } from './webpack/remote';

/** Loads `<dir>/webpack.config.ts` (run under tsx, which compiles it). */
export async function loadWebpackConfig(dir: string): Promise<WebpackConfig> {
  const file = resolve(dir, 'webpack.config.ts');
  if (!existsSync(file)) throw new Error(`No webpack.config.ts in ${dir}`);
  let loaded: unknown = await import(pathToFileURL(file).href);
  // CommonJS interop can wrap the default export once or twice.
  while (loaded && typeof loaded === 'object' && 'default' in loaded) {
    loaded = (loaded as { default: unknown }).default;
  }
  if (typeof loaded === 'function') loaded = await (loaded as () => unknown)();
  return loaded as WebpackConfig;
}
