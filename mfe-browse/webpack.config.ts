import { createRemoteWebpackConfig } from '@premieres/federation';

export default createRemoteWebpackConfig({
  name: 'mfe-browse',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  port: 3002,
});
