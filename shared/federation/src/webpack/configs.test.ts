import type { WebpackPluginInstance } from 'webpack';
import type { recordFederationRuntime } from './federation-runtime-record';
import { createHostWebpackConfig } from './host';
import { createRemoteWebpackConfig } from './remote';

const dir = `${__dirname}/../../../../shell`;

function federationOptions(plugins: unknown[] | undefined): Record<string, unknown> {
  const plugin = (plugins ?? []).find(
    (p) => (p as WebpackPluginInstance)?.constructor?.name === 'ModuleFederationPlugin',
  ) as { _options: Record<string, unknown> } | undefined;
  if (!plugin) throw new Error('no ModuleFederationPlugin');
  return plugin._options;
}

/** What the `manifest` option writes as metaData.federationRuntime (federation-runtime-record.ts). */
function recordedRuntime(mf: Record<string, unknown>): unknown {
  const metaData: Record<string, unknown> = {};
  (mf.manifest as ReturnType<typeof recordFederationRuntime>).additionalData({ stats: { metaData } });
  return metaData.federationRuntime;
}

describe('createRemoteWebpackConfig', () => {
  const config = createRemoteWebpackConfig({
    name: 'mfe-demo',
    dir,
    exposes: { './App': './src/App.tsx' },
    routes: './src/routes.ts',
    port: 3999,
    mode: 'production',
  });
  const mf = federationOptions(config.plugins);

  it('builds a container with a manifest, loaded-first sharing and no remotes of its own', () => {
    expect(mf).toMatchObject({
      name: 'mfe-demo',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx', './routes': './src/routes.ts' },
      shareStrategy: 'loaded-first',
      dts: false,
      library: { type: 'window', name: 'mfe-demo' },
    });
    expect(mf.remotes).toBeUndefined();
  });

  it('takes every singleton from the shell: none provided, none bundled as a fallback', () => {
    const shared = Object.values(mf.shared as Record<string, { import?: unknown; singleton: boolean }>);
    expect(shared.length).toBeGreaterThan(10);
    for (const entry of shared) expect(entry).toMatchObject({ import: false, singleton: true });
  });

  it("uses the shell's federation runtime core instead of bundling its own", () => {
    expect(mf.experiments).toMatchObject({ externalRuntime: true, optimization: { disableRemote: true } });
  });

  it("takes the shell's webpack bundler runtime (the global it publishes) instead of bundling its own", () => {
    const [external] = config.externals as ((
      data: { request?: string },
      callback: (error?: Error, result?: string) => void,
    ) => void)[];
    const resolve = (request: string) => {
      let result: unknown[] = [];
      external?.({ request }, (...args) => {
        result = args;
      });
      return result;
    };
    for (const file of ['bundler', 'index']) {
      expect(resolve(`/w/node_modules/@module-federation/webpack-bundler-runtime/dist/${file}.js`)).toEqual([
        undefined,
        'window _PREMIERES_FEDERATION_BUNDLER_RUNTIME',
      ]);
    }
    expect(resolve('/w/node_modules/@module-federation/webpack-bundler-runtime/dist/consumes.js')).toEqual(
      [],
    );
    expect(resolve('react')).toEqual([]);
  });

  it('says so in its mf-manifest.json, for the release check', () => {
    expect(recordedRuntime(mf)).toBe('external-bundler');
  });

  it("points lucide icons at the shell's shared icon factory", () => {
    const names = (config.plugins ?? []).map((p) => (p as object)?.constructor?.name);
    expect(names).toContain('NormalModuleReplacementPlugin');
    expect(mf.shared).toHaveProperty(['lucide-react/icon-factory', 'import'], false);
  });

  it('writes its route declarations to routes.json', () => {
    const names = (config.plugins ?? []).map((plugin) => plugin?.constructor?.name);
    expect(names).toContain('RouteDeclarationsPlugin');
  });

  it("loads chunks relative to wherever it is served from ('auto')", () => {
    expect(config.output?.publicPath).toBe('auto');
    expect(config.output?.uniqueName).toBe('mfe-demo');
  });

  it('minifies with swc in production and serves CORS from its dev server', () => {
    expect(config.optimization?.minimize).toBe(true);
    expect(config.devServer?.port).toBe(3999);
    expect(config.devServer?.headers).toEqual({ 'Access-Control-Allow-Origin': '*' });
  });
});

describe('createHostWebpackConfig', () => {
  const config = createHostWebpackConfig({
    name: 'shell',
    dir,
    entry: './src/index.ts',
    template: './src/index.html',
    port: 3998,
    mode: 'production',
  });
  const mf = federationOptions(config.plugins);

  it('provides every singleton itself (the remotes bundle none)', () => {
    const shared = Object.values(mf.shared as Record<string, { import?: unknown }>);
    for (const entry of shared) expect(entry.import).not.toBe(false);
  });

  it('registers no remotes at build time (they come from /remotes.json)', () => {
    expect(mf.remotes).toEqual({});
    expect(mf.exposes).toBeUndefined();
    expect(mf.shareStrategy).toBe('loaded-first');
  });

  it('provides its federation runtime core (the ES module build of the plugin) and bundler runtime to remotes', () => {
    expect(mf.runtimePlugins).toEqual([
      expect.stringMatching(/inject-external-runtime-core-plugin\/dist\/index\.js$/),
      expect.stringMatching(/runtime\/bundler-runtime-provider\.ts$/),
    ]);
    // provideExternalRuntime would add the CommonJS build and a second copy of the runtime core.
    expect(mf.experiments).not.toHaveProperty('provideExternalRuntime');
  });

  it('says in its mf-manifest.json that it provides them, for the release check', () => {
    expect(recordedRuntime(mf)).toBe('provides-bundler');
  });

  it("marks hoist-non-react-statics free of side effects (emotion's bare import kept it and react-is)", () => {
    const rules = (config.module?.rules ?? []) as { test?: RegExp; sideEffects?: boolean }[];
    const free = rules.filter((each) => each.sideEffects === false);
    expect(free.some((each) => each.test?.test('/w/node_modules/hoist-non-react-statics/dist/x.js'))).toBe(
      true,
    );
    expect(free.some((each) => each.test?.test('/w/node_modules/react/index.js'))).toBe(false);
  });

  it('provides the lucide icon factory its icons and the remotes use', () => {
    const names = (config.plugins ?? []).map((p) => (p as object)?.constructor?.name);
    expect(names).toContain('NormalModuleReplacementPlugin');
    expect(mf.shared).toHaveProperty(
      ['lucide-react/icon-factory', 'import'],
      expect.stringMatching(/\.cjs$/),
    );
  });

  it('serves from / and renders index.html', () => {
    expect(config.output?.publicPath).toBe('/');
    const names = (config.plugins ?? []).map((p) => (p as object)?.constructor?.name);
    expect(names).toContain('HtmlWebpackPlugin');
  });
});
