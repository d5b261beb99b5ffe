import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { MANIFEST_FILE } from '../remotes';
import { recordFederationRuntime } from './federation-runtime-record';

// A real build of a one-module container: the release check reads what it writes.
it("writes the build's federation runtime into mf-manifest.json's metaData", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'federation-runtime-'));
  try {
    writeFileSync(join(dir, 'App.js'), 'export default 42;\n');
    const config: webpack.Configuration = {
      mode: 'development',
      context: dir,
      entry: {},
      output: { path: join(dir, 'dist'), publicPath: '/remotes/mfe-demo/', uniqueName: 'mfe-demo' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'mfe-demo',
          filename: 'remoteEntry.js',
          library: { type: 'window', name: 'mfe-demo' },
          exposes: { './App': './App.js' },
          manifest: recordFederationRuntime('external'),
          dts: false,
        }),
      ],
    };
    const stats = await new Promise<webpack.Stats>((done, fail) =>
      webpack(config, (error, result) => (error || !result ? fail(error) : done(result))),
    );
    expect(stats.hasErrors()).toBe(false);
    const manifest = JSON.parse(readFileSync(join(dir, 'dist', MANIFEST_FILE), 'utf8'));
    expect(manifest.metaData.federationRuntime).toBe('external');
    expect(manifest.exposes.map((item: { name: string }) => item.name)).toEqual(['App']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
