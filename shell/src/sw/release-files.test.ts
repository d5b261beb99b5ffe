import { ownedRoutes, type RuntimeManifest } from '@premieres/contracts';
import {
  entryFolder,
  networkOnlyRoutes,
  offlineRemotes,
  offlineStartPath,
  releaseKey,
  releaseOf,
  remoteFiles,
  requestKind,
} from './release-files';

const BASE = 'https://premieres.example';
const kind = (path: string, method = 'GET', mode = 'cors') =>
  requestKind(new URL(path, BASE), BASE, method, mode);

const browseRoute = { chrome: 'app', uiKit: true, access: 'anyone' } as const;
const manifest: RuntimeManifest = {
  'mfe-browse': {
    entry: '/remotes/mfe-browse/0.2.0/mf-manifest.json',
    version: '0.2.0',
    routes: [
      { ...browseRoute, path: '/movies' },
      { ...browseRoute, path: '/downloads', offline: true },
    ],
    canary: { entry: '/remotes/mfe-browse/0.3.0/mf-manifest.json', version: '0.3.0', percent: 10 },
  },
  'mfe-player': { entry: '/remotes/mfe-player/mf-manifest.json', version: '1.4.0', routes: [] },
  'mfe-admin': { entry: '/remotes/mfe-admin/mf-manifest.json', version: '0.9.0', routes: [] },
};

describe('what the worker does with each request', () => {
  it('answers pages, the manifest, remote files and hashed files; leaves the API, media and downloads alone', () => {
    expect(kind('/movies', 'GET', 'navigate')).toBe('page');
    expect(kind('/', 'GET', 'navigate')).toBe('page');
    expect(kind('/remotes.json')).toBe('release-manifest');
    expect(kind('/remotes/mfe-browse/remoteEntry.js')).toBe('release-file');
    expect(kind('/remotes/mfe-browse/0.2.0/mf-manifest.json')).toBe('release-file');
    expect(kind('/remotes/mfe-browse/i18n-browse-hi.dde9cffe.js')).toBe('hashed');
    expect(kind('/framework.0956d591.js')).toBe('hashed');
    for (const path of [
      '/api/auth/refresh',
      '/api/movies',
      '/media/hls/1/master.m3u8',
      '/offline/l1/seg0.ts',
    ]) {
      expect(kind(path)).toBe('pass');
      expect(kind(path, 'GET', 'navigate')).toBe('pass');
    }
    expect(kind('/remotes.json', 'POST')).toBe('pass');
    expect(requestKind(new URL('https://cdn.example/remotes/x/remoteEntry.js'), BASE, 'GET', 'cors')).toBe(
      'pass',
    );
  });
});

describe('static routes', () => {
  it('send exactly what the worker lets through to the network, so it never starts for them', () => {
    const routes = networkOnlyRoutes();
    expect(routes.every((route) => route.source === 'network')).toBe(true);
    const patterns = routes.map((route) => route.condition.urlPattern);
    expect(patterns).toEqual(['/api/*', '/media/*', '/offline/*']);
    for (const pattern of patterns) expect(kind(pattern.replace('*', 'x'))).toBe('pass');
  });
});

describe('releases named by the manifest', () => {
  it('finds the release a file belongs to, the deepest listed folder first', () => {
    expect(entryFolder('/remotes/mfe-player/mf-manifest.json', BASE)).toBe(`${BASE}/remotes/mfe-player/`);
    expect(releaseOf(manifest, `${BASE}/remotes/mfe-browse/0.2.0/remoteEntry.js`, BASE)).toEqual({
      remote: 'mfe-browse',
      folder: `${BASE}/remotes/mfe-browse/0.2.0/`,
      version: '0.2.0',
    });
    expect(releaseOf(manifest, `${BASE}/remotes/mfe-browse/0.3.0/remoteEntry.js`, BASE)?.version).toBe(
      '0.3.0',
    );
    expect(releaseOf(manifest, `${BASE}/remotes/mfe-player/remoteEntry.js`, BASE)?.version).toBe('1.4.0');
    // A release the manifest no longer lists has no files to offer offline.
    expect(releaseOf(manifest, `${BASE}/remotes/mfe-browse/0.1.0/remoteEntry.js`, BASE)).toBeNull();
  });

  it("keys an unversioned remoteEntry.js by the manifest's version, so two releases never share a copy", () => {
    const url = `${BASE}/remotes/mfe-player/remoteEntry.js`;
    expect(releaseKey(url, '1.4.0')).toBe(`${url}?release=1.4.0`);
    expect(releaseKey(url, '1.4.0')).not.toBe(releaseKey(url, '1.5.0'));
  });

  it('keeps the remote owning the offline start page and the player ready offline, nothing else', () => {
    expect(offlineRemotes(manifest)).toEqual(['mfe-browse', 'mfe-player']);
    expect(offlineStartPath(ownedRoutes(manifest))).toBe('/downloads');
    expect(offlineStartPath([])).toBeNull();
    const { 'mfe-browse': _browse, ...withoutDownloads } = manifest;
    expect(offlineRemotes(withoutDownloads)).toEqual(['mfe-player']);
  });

  it("lists a remote's entry and every file its exposed modules load (pages and i18n chunks too)", () => {
    const folder = `${BASE}/remotes/mfe-browse/0.2.0/mf-manifest.json`;
    const files = remoteFiles(
      {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            assets: {
              js: {
                sync: ['__federation_expose_App.1a2b3c4d.js'],
                async: ['i18n-browse-hi.dde9cffe.js', '7799.afabbb40.js'],
              },
              css: { sync: [], async: [] },
            },
          },
          { assets: { js: { sync: ['routes.0a0b0c0d.js'], async: ['i18n-browse-hi.dde9cffe.js'] } } },
        ],
      },
      folder,
    );
    expect(files.entry).toBe(`${BASE}/remotes/mfe-browse/0.2.0/remoteEntry.js`);
    expect(files.files).toEqual(
      [
        '__federation_expose_App.1a2b3c4d.js',
        'i18n-browse-hi.dde9cffe.js',
        '7799.afabbb40.js',
        'routes.0a0b0c0d.js',
      ].map((name) => `${BASE}/remotes/mfe-browse/0.2.0/${name}`),
    );
  });
});
