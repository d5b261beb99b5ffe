// `tsx ../shared/federation/src/cli.ts build|dev` from a workspace folder: runs its webpack.config.ts
// through webpack's Node API (no webpack-cli: it cannot load a TypeScript config here).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { loadWebpackConfigs } from './load-config';
import type { WebpackConfig } from './webpack/remote';

const KB = 1024;

function jsSizes(dist: string): { file: string; gzip: number }[] {
  const out: { file: string; gzip: number }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js'))
        out.push({ file: relative(dist, path), gzip: gzipSync(readFileSync(path)).length });
    }
  };
  walk(dist);
  return out.sort((a, b) => b.gzip - a.gzip);
}

function compile(config: WebpackConfig): Promise<webpack.Stats> {
  return new Promise((resolvePromise, reject) => {
    const compiler = webpack(config);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolvePromise(result);
    });
  });
}

async function build(dir: string): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const configs = await loadWebpackConfigs(dir);
  const dist = configs[0]?.output?.path ?? join(dir, 'dist');
  // Another folder than dist/ (the skew test builds a second version of a remote beside it); an
  // extra bundle keeps its place relative to the app's folder.
  const outDir = process.env.FEDERATION_OUT_DIR;
  const started = Date.now();
  // One after the other: the first build's clean step empties dist/, extra bundles live inside it.
  for (const config of configs) {
    const path = config.output?.path ?? dist;
    if (outDir) config.output = { ...config.output, path: join(outDir, relative(dist, path)) };
    const stats = await compile(config);
    const info = stats.toJson({ all: false, errors: true, warnings: true });
    for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
    if (stats.hasErrors()) {
      for (const error of info.errors ?? []) console.error(error.message);
      throw new Error(`build of ${dir} failed`);
    }
  }
  const built = outDir ?? dist;
  const sizes = jsSizes(built);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `built ${relative(process.cwd(), built) || built} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const { file, gzip } of sizes.slice(0, 12))
    console.log(`  ${(gzip / KB).toFixed(1).padStart(7)} KB gzip  ${file}`);
  console.log(`  ${(total / KB).toFixed(1).padStart(7)} KB gzip  all JavaScript (${sizes.length} files)`);
}

async function dev(dir: string): Promise<void> {
  process.env.NODE_ENV ??= 'development';
  // The dev server serves the app's own build; extra bundles are made by `build`.
  const [config] = await loadWebpackConfigs(dir);
  if (!config) throw new Error(`no webpack config in ${dir}`);
  const { default: WebpackDevServer } = await import('webpack-dev-server');
  const compiler = webpack(config);
  const server = new WebpackDevServer(config.devServer ?? {}, compiler);
  await server.start();
  console.log(`dev server for ${dir} on http://localhost:${config.devServer?.port}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const [command] = process.argv.slice(2);
const dir = process.cwd();
const run = command === 'build' ? build : command === 'dev' ? dev : undefined;
if (!run) {
  console.error('usage: tsx shared/federation/src/cli.ts build|dev   (from a workspace folder)');
  process.exit(2);
}
run(dir).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
