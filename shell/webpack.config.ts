import {
  createHostWebpackConfig,
  createInlineScriptConfig,
  createServiceWorkerConfig,
  StylesheetPlugin,
  UI_KIT_PACKAGES,
} from '@premieres/federation';
import { GLOBAL_CSS_LINK_ID, globalCssText } from '@premieres/ui/build/global-css';

const host = createHostWebpackConfig({
  name: 'shell',
  dir: __dirname,
  entry: './src/index.ts',
  template: './src/index.html',
  publicFiles: [
    './public/favicon.svg',
    '../shared/ui/assets/placeholder.svg',
    './public/manifest.webmanifest',
    './public/icons/icon-192.png',
    './public/icons/icon-512.png',
    './public/icons/icon-maskable-512.png',
  ],
  port: 3000,
  // What a page needs before it draws (src/index.ts, bootstrap.tsx, ShellRoutes.tsx): the gateway
  // names these files in the HTML so they download with it.
  startupGroups: {
    always: ['./bootstrap', 'shared:*'],
    // The kit's shared packages too: a member page's first screen is drawn without them (issue 28).
    uiKit: ['./UiRoot', ...[...UI_KIT_PACKAGES].map((name) => `shared:${name}`)],
    appChrome: ['./chrome/AppChrome', './chrome/PlayerMount'],
  },
});

// The UI kit's global CSS (Chakra's preflight, token variables, globalCss), made here from the same
// system the page renders with, instead of in the browser on every start; UiProvider applies it.
host.plugins = [
  ...(host.plugins ?? []),
  new StylesheetPlugin({ name: 'ui-kit', css: globalCssText, linkId: GLOBAL_CSS_LINK_ID }),
];

// The document's inline script (src/first-paint): the page's first reads and its first paint,
// before the app's code has arrived. Written into dist/index.html, before the worker precaches it.
const firstPaint = createInlineScriptConfig({
  dir: __dirname,
  entry: './src/first-paint/first-paint-script.ts',
});

// The service worker (src/sw): built after the app, whose files it precaches, into dist/sw.js.
const serviceWorker = createServiceWorkerConfig({ dir: __dirname, entry: './src/sw/sw.ts' });

export default [host, firstPaint, serviceWorker];
