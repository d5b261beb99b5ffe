import { resolve } from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration, RuleSetRule, WebpackPluginInstance } from 'webpack';
import { shimInternalAliases } from '../shared-dependencies';
import { CHAKRA_SYSTEM_MODULE } from './chakra-lazy-global';
import { CompileHintsPlugin } from './compile-hints-plugin';
import { javascriptFilename } from './filenames';

export type BuildMode = 'production' | 'development';

export function buildMode(mode?: BuildMode): BuildMode {
  if (mode) return mode;
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

/** TypeScript and JSX through swc; node_modules ship modern JavaScript and are left alone. */
export function swcRule(): RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          // Always the production JSX runtime: a remote in development still runs inside the
          // shell's production React (shared), which has no jsxDEV owner tracking.
          transform: { react: { runtime: 'automatic', development: false, refresh: false } },
        },
      },
    },
  };
}

/** Assets a page imports (logos, placeholder images) are emitted with a content hash. */
const assetRule: RuleSetRule = {
  test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
  type: 'asset/resource',
  generator: { filename: 'assets/[name].[contenthash:8][ext]' },
};

/**
 * Packages that declare no `sideEffects` but have none, imported bare by another package:
 * @emotion/react's entry has `import 'hoist-non-react-statics'` (for withTheme, which no build
 * uses), which kept it and react-is in the UI kit chunk (0.9 KB gzip). Marked so, they go when
 * nothing uses what they export.
 */
const sideEffectFreeRule: RuleSetRule = {
  test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
  sideEffects: false,
};

/** Chakra's createSystem builds the global CSS on first read, not on creation (chakra-lazy-global.ts). */
const chakraLazyGlobalRule: RuleSetRule = {
  test: CHAKRA_SYSTEM_MODULE,
  use: { loader: require.resolve('./chakra-lazy-global') },
};

/**
 * swc minifies (about 3x faster than terser here for equal output), V8's compile hint goes on top,
 * and the same minimizer plugin writes .gz and .br files beside each text asset, so the server never
 * compresses at request time.
 */
function minimizers(): WebpackPluginInstance[] {
  return [
    new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false }),
    new CompileHintsPlugin(),
    new MinimizerPlugin({
      test: /\.(js|css|html|svg|json)$/i,
      minify: [],
      generate: {
        gzip: {
          implementation: MinimizerPlugin.compress,
          options: { algorithm: 'gzip' },
          type: 'asset',
          filename: '[path][base].gz',
        },
        brotli: {
          implementation: MinimizerPlugin.compress,
          options: { algorithm: 'brotliCompress' },
          type: 'asset',
          filename: '[path][base].br',
        },
      },
    }),
  ] as unknown as WebpackPluginInstance[];
}

export interface CommonOptions {
  /** The workspace folder (where package.json and src/ are). */
  dir: string;
  mode: BuildMode;
  publicPath: string;
  /** webpack's unique name: keeps chunk-loading globals of two builds apart on one page. */
  uniqueName: string;
}

export function commonConfig({ dir, mode, publicPath, uniqueName }: CommonOptions): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: resolve(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: javascriptFilename,
      chunkFilename: javascriptFilename,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.mjs', '.js', '.json'],
      alias: shimInternalAliases(dir, mode),
    },
    module: {
      rules: [swcRule(), assetRule, sideEffectFreeRule, chakraLazyGlobalRule],
      // An import of a name a module does not export (e.g. a react-router export left out of the
      // shared list) fails the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    optimization: {
      minimize: production,
      minimizer: production ? minimizers() : [],
      // Stable ids keep unchanged chunks' hashes (and browser caches) across releases.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
