import { createHostWebpackConfig } from '@premieres/federation';

export default createHostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  publicFiles: ['./public/favicon.svg', '../shared/ui/assets/placeholder.svg'],
  port: 3000,
  // What a page needs before it draws (src/index.ts, bootstrap.tsx, ShellRoutes.tsx): the gateway
  // names these files in the HTML so they download with it.
  startupGroups: {
    always: ['./bootstrap', 'shared:*'],
    uiKit: ['./UiRoot'],
    appChrome: ['./chrome/AppChrome', './chrome/PlayerMount'],
  },
});
