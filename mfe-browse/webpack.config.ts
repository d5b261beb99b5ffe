import { createRemoteWebpackConfig } from '@premieres/federation';

export default createRemoteWebpackConfig({
  name: 'mfe-browse',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './SearchBox': './src/search/SearchBox.tsx' },
  routes: './src/routes.ts',
  port: 3002,
});
