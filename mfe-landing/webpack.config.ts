import { createRemoteWebpackConfig } from '@premieres/federation';
import { islandsWebpackConfig } from '@premieres/federation/webpack/islands';

const remote = createRemoteWebpackConfig({
  name: 'mfe-landing',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  routes: './src/routes.ts',
  port: 3001,
});

// The islands bundle of the landing document (src/islands): the same landing components on
// Preact, no federation and no shell, so a visitor's `/` is interactive with a fraction of the
// JavaScript. The static visitor pages' documents have their own islands (src/static-pages): a
// few KB of plain DOM code for the text pages, Preact for the speed test.
const islands = islandsWebpackConfig({
  dir: __dirname,
  name: 'mfe-landing',
  entry: {
    islands: './src/islands/index.tsx',
    'static-pages': './src/static-pages/index.ts',
    'speed-test': './src/static-pages/speed-test.ts',
  },
});

export default [remote, islands];
