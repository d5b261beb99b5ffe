import { createRemoteWebpackConfig } from '@premieres/federation';

export default createRemoteWebpackConfig({
  name: 'mfe-account',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  port: 3004,
});
