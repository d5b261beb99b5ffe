import { createRemoteWebpackConfig } from '@premieres/federation';

export default createRemoteWebpackConfig({
  name: 'mfe-player',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './PlayerHost': './src/dialog/PlayerHost.tsx' },
  routes: './src/routes.ts',
  port: 3003,
});
