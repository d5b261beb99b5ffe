import { createHostWebpackConfig } from '@premieres/federation';

export default createHostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  publicFiles: ['./public/favicon.svg', '../shared/ui/assets/placeholder.svg'],
  port: 3000,
});
