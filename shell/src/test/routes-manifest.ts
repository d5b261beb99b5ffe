import type { RuntimeManifest } from '@premieres/contracts';

// A runtime manifest as the gateway serves it, with a few declarations of each routed remote.
export const ROUTES_MANIFEST: RuntimeManifest = {
  'mfe-landing': {
    entry: '/remotes/mfe-landing/mf-manifest.json',
    version: '0.1.0',
    routes: [
      { path: '/', chrome: 'none', uiKit: false, access: 'anyone', prerendered: true },
      { path: '/faq', chrome: 'none', uiKit: true, access: 'anyone' },
    ],
  },
  'mfe-browse': {
    entry: '/remotes/mfe-browse/mf-manifest.json',
    version: '0.1.0',
    routes: [
      { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' },
      { path: '/content/:id', chrome: 'app', uiKit: true, access: 'anyone' },
    ],
  },
  'mfe-player': { entry: '/remotes/mfe-player/mf-manifest.json', version: '0.1.0', routes: [] },
  'mfe-admin': {
    entry: '/remotes/mfe-admin/mf-manifest.json',
    version: '0.1.0',
    routes: [{ path: '/admin/*', chrome: 'none', uiKit: true, access: 'staff' }],
  },
};
