import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ChunkGroupsPlugin, type StartupGroups } from './chunk-groups-plugin';
import { type BuildMode, buildMode, commonConfig } from './common';
import { CopyFilesPlugin } from './copy-files-plugin';
import { recordFederationRuntime } from './federation-runtime-record';
import { lucideIconFactoryRedirect } from './lucide-icon-factory';
import { federationBase, sharedExportsGuard, type WebpackConfig } from './remote';
import { ScriptPriorityPlugin } from './script-priority-plugin';
import { sharedChunkGroups, smallLibraryGroups } from './shared-chunks';

export interface HostOptions {
  name: string;
  dir: string;
  /** The entry that registers remotes, then imports './bootstrap' (nothing shared before it). */
  entry: string;
  /** HTML template of the page. */
  template: string;
  port: number;
  /** Files copied as-is to the root of the build (favicon, placeholder image). */
  publicFiles?: readonly string[];
  /** Where the dev server forwards /api, /media, /remotes and /remotes.json. */
  gatewayUrl?: string;
  mode?: BuildMode;
  /** The lazily loaded parts a page needs at start (the gateway names their files in the HTML). */
  startupGroups?: StartupGroups;
}

/**
 * The ES module build of the runtime plugin that `experiments.provideExternalRuntime` adds. That
 * option adds its CommonJS build, which brings a second, CommonJS copy of the runtime core (~20 KB
 * gzip) beside the one the shell already runs; this one shares it.
 */
export function externalRuntimeProvider(): string {
  const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));
  const file = fromEnhanced
    .resolve('@module-federation/inject-external-runtime-core-plugin')
    .replace(/\.cjs$/, '.js');
  if (!existsSync(file)) throw new Error(`no ES module build of the external runtime plugin at ${file}`);
  return file;
}

/** The shell's runtime plugin that publishes its webpack bundler runtime to remotes (remote.ts). */
export function bundlerRuntimeProvider(): string {
  return resolve(__dirname, '../runtime/bundler-runtime-provider.ts');
}

export function createHostWebpackConfig(options: HostOptions): WebpackConfig {
  const mode = buildMode(options.mode);
  const base = commonConfig({ dir: options.dir, mode, publicPath: '/', uniqueName: options.name });
  const gateway = options.gatewayUrl ?? 'http://localhost:8080';
  return {
    ...base,
    entry: { main: options.entry },
    optimization: {
      ...base.optimization,
      splitChunks: {
        // Host only: a remote's fallback copies are normally never loaded, and grouping them
        // would make one fallback pull them all.
        cacheGroups: { ...sharedChunkGroups, ...smallLibraryGroups },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options.name, options.dir),
        // Remotes come from /remotes.json at run time (registerRemotes), never from the build.
        remotes: {},
        // mf-manifest.json lists what the shell shares, and that it provides its runtime core and
        // bundler runtime to remotes: the release check reads both.
        manifest: recordFederationRuntime('provides-bundler'),
        // Publish the shell's federation runtime core and its webpack bundler runtime as the
        // globals that remotes use instead of bundling their own (`externalRuntime` and
        // `externalBundlerRuntime` in remote.ts).
        runtimePlugins: [externalRuntimeProvider(), bundlerRuntimeProvider()],
        // Browsers only: the runtime's Node script loading is left out.
        experiments: { optimization: { target: 'web' as const } },
      }),
      new HtmlWebpackPlugin({
        // A string, not a template path: compiling the template runs a child compilation that
        // inherits the federation hooks and writes stray copies of shared libraries into dist/.
        templateContent: readFileSync(resolve(options.dir, options.template), 'utf8'),
        scriptLoading: 'defer',
        inject: 'head',
        minify:
          mode === 'production' ? { collapseWhitespace: true, removeComments: true, minifyCSS: true } : false,
      }),
      lucideIconFactoryRedirect(),
      new ScriptPriorityPlugin(),
      sharedExportsGuard(),
      new ChunkGroupsPlugin(options.startupGroups),
      new CopyFilesPlugin((options.publicFiles ?? []).map((file) => resolve(options.dir, file))),
    ],
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: true,
      liveReload: true,
      client: { overlay: false },
      proxy: [{ context: ['/api', '/media', '/remotes', '/remotes.json'], target: gateway }],
    },
  };
}
