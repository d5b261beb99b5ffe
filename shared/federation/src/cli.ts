// `tsx ../shared/federation/src/cli.ts build|dev` from a workspace folder: runs its webpack.config.ts
// through webpack's Node API (no webpack-cli: it cannot load a TypeScript config here).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { loadWebpackConfig } from './load-config';

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

async function build(dir: string): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const config = await loadWebpackConfig(dir);
  // Another folder than dist/ (the skew test builds a second version of a remote beside it).
  if (process.env.FEDERATION_OUT_DIR)
    config.output = { ...config.output, path: process.env.FEDERATION_OUT_DIR };
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolvePromise, reject) => {
    const compiler = webpack(config);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('webpack returned no stats'));
      else resolvePromise(result);
    });
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const warning of info.warnings ?? []) console.warn(`warning: ${warning.message}`);
  if (stats.hasErrors()) {
    for (const error of info.errors ?? []) console.error(error.message);
    throw new Error(`build of ${dir} failed`);
  }
  const dist = config.output?.path ?? join(dir, 'dist');
  const sizes = jsSizes(dist);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `built ${relative(process.cwd(), dist) || dist} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const { file, gzip } of sizes.slice(0, 12))
    console.log(`  ${(gzip / KB).toFixed(1).padStart(7)} KB gzip  ${file}`);
  console.log(`  ${(total / KB).toFixed(1).padStart(7)} KB gzip  all JavaScript (${sizes.length} files)`);
}

async function dev(dir: string): Promise<void> {
  process.env.NODE_ENV ??= 'development';
  const config = await loadWebpackConfig(dir);
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
