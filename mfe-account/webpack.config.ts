import { createRemoteWebpackConfig } from '@premieres/federation';
import { islandsWebpackConfig } from '@premieres/federation/webpack/islands';

const remote = createRemoteWebpackConfig({
  name: 'mfe-account',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  routes: './src/routes.ts',
  port: 3004,
});

// The islands of the prerendered /contact and /auth documents (src/contact-document,
// src/auth-document): the pages' forms on Preact, no federation, no shell and no UI kit, into
// dist/islands/ (src/print-static-pages.ts writes the documents that load them).
const islands = islandsWebpackConfig({
  dir: __dirname,
  name: 'mfe-account',
  entry: { contact: './src/contact-document/index.ts', auth: './src/auth-document/index.ts' },
});

export default [remote, islands];
