import { createRemoteWebpackConfig } from '@premieres/federation';
import { islandsWebpackConfig } from '@premieres/federation/webpack/islands';

const remote = createRemoteWebpackConfig({
  name: 'mfe-account',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  routes: './src/routes.ts',
  port: 3004,
});

// The island of the prerendered /contact document (src/contact-document): the page's form on
// Preact, no federation, no shell and no UI kit, into dist/islands/ (src/print-static-pages.ts
// writes the document that loads it).
const islands = islandsWebpackConfig({
  dir: __dirname,
  name: 'mfe-account',
  entry: { contact: './src/contact-document/index.ts' },
});

export default [remote, islands];
