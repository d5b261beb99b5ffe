import { resolve } from 'node:path';
import { createRemoteWebpackConfig, type WebpackConfig } from '@premieres/federation';
import { buildMode, commonConfig } from '@premieres/federation/webpack/common';

const remote = createRemoteWebpackConfig({
  name: 'mfe-landing',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  routes: './src/routes.ts',
  port: 3001,
});

// The islands bundle of the landing document (src/islands): the same landing components on
// Preact, no federation and no shell, so a visitor's `/` is interactive with a fraction of the
// JavaScript. Built after the remote (its clean step empties dist/ first), into dist/islands/.
const base = commonConfig({
  dir: __dirname,
  mode: buildMode(),
  publicPath: 'auto',
  uniqueName: 'mfe-landing-islands',
});
const PREACT_COMPAT = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-runtime',
};
const islands: WebpackConfig = {
  ...base,
  name: 'islands',
  // The static visitor pages' documents have their own islands (src/static-pages): a few KB of
  // plain DOM code for the text pages, Preact for the speed test.
  entry: {
    islands: './src/islands/index.tsx',
    'static-pages': './src/static-pages/index.ts',
    'speed-test': './src/static-pages/speed-test.ts',
  },
  output: { ...base.output, path: resolve(__dirname, 'dist', 'islands') },
  resolve: { ...base.resolve, alias: { ...PREACT_COMPAT } },
};

export default [remote, islands];
