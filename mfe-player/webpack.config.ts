import { createRemoteWebpackConfig } from '@premieres/federation';

export default createRemoteWebpackConfig({
  name: 'mfe-player',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './PlayerHost': './src/PlayerHost.tsx' },
  port: 3003,
});
