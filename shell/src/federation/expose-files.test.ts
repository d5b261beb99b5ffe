import type { ChunkGroupsFile } from '@premieres/federation';
import { provideResponse } from '../test/response';
import { type ExposeAssetsManifest, exposeFiles, fetchExposeFiles } from './expose-files';
import { takeManifest } from './manifests-ahead';
import { registerRemotesFromManifest } from './remotes-ready';

provideResponse();

jest.mock('./remotes-ready', () => ({ registerRemotesFromManifest: jest.fn() }));

// The shape of mfe-player's build: PlayerHost's own chunks; later hls.js, the UI kit's and the API
// client's chunks (shared: the page has the shell's copies), and the remote's own lazy modules
// (Hindi strings, the toaster, the App expose), which the manifest lists for every expose.
const PLAYER_HOST = {
  name: 'PlayerHost',
  assets: {
    js: {
      sync: ['484.js', '911.js', 'host.js'],
      async: ['890.js', 'hls.js', '192.js', 'i18n-player-hi.js', '261.js', 'app.js'],
    },
  },
};
const MANIFEST: ExposeAssetsManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ name: 'App', assets: { js: { sync: ['app.js'], async: [] } } }, PLAYER_HOST],
};
const GROUPS: ChunkGroupsFile = {
  groups: {
    './src/PlayerHost.tsx': ['484.js', '911.js', 'host.js'],
    'hls.js': ['hls.js'],
    'shared:@premieres/ui': ['484.js', '890.js'],
    'shared:@premieres/api-client': ['192.js'],
    './player.hi': ['i18n-player-hi.js'],
    './ToasterView': ['261.js', '488.js'],
    './src/App.tsx': ['484.js', 'app.js'],
  },
};

describe('exposeFiles', () => {
  it("names the entry, the expose's chunks and the libraries it imports later, nothing else", () => {
    expect(exposeFiles(MANIFEST, GROUPS, 'PlayerHost')).toEqual([
      'remoteEntry.js',
      '484.js',
      '911.js',
      'host.js',
      'hls.js',
    ]);
  });

  it('without chunk-groups.json names only what the expose runs at once', () => {
    expect(exposeFiles(MANIFEST, null, 'PlayerHost')).toEqual([
      'remoteEntry.js',
      '484.js',
      '911.js',
      'host.js',
    ]);
  });

  it('knows the expose by either spelling, and names nothing for an unknown one', () => {
    const dotted = { ...MANIFEST, exposes: [{ ...PLAYER_HOST, name: './PlayerHost' }] };
    expect(exposeFiles(dotted, GROUPS, 'PlayerHost')).toContain('hls.js');
    expect(exposeFiles(MANIFEST, GROUPS, 'Missing')).toEqual([]);
  });
});

describe('fetchExposeFiles', () => {
  const register = registerRemotesFromManifest as jest.MockedFunction<typeof registerRemotesFromManifest>;
  const json = (body: unknown) =>
    ({ ok: true, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

  afterEach(() => {
    (global as { fetch?: unknown }).fetch = undefined;
  });

  it("reads the visitor's build of the remote (its manifest and the groups beside it), at low priority", async () => {
    register.mockResolvedValue({ 'mfe-player': { entry: '/remotes/mfe-player/mf-manifest.json' } } as never);
    const fetchMock = jest.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(url.endsWith('chunk-groups.json') ? json(GROUPS) : json(MANIFEST)),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    const files = await fetchExposeFiles('mfe-player', 'PlayerHost');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost/remotes/mfe-player/mf-manifest.json',
      'http://localhost/remotes/mfe-player/chunk-groups.json',
    ]);
    expect(fetchMock.mock.calls.map(([, init]) => init?.priority)).toEqual(['low', 'low']);
    expect(files).toEqual([
      'http://localhost/remotes/mfe-player/remoteEntry.js',
      'http://localhost/remotes/mfe-player/484.js',
      'http://localhost/remotes/mfe-player/911.js',
      'http://localhost/remotes/mfe-player/host.js',
      'http://localhost/remotes/mfe-player/hls.js',
    ]);
    // The runtime's load on intent takes the manifest read here, once.
    const kept = takeManifest('http://localhost/remotes/mfe-player/mf-manifest.json');
    expect(await kept?.json()).toEqual(MANIFEST);
    expect(takeManifest('http://localhost/remotes/mfe-player/mf-manifest.json')).toBeNull();
  });

  it('names only the entry and own chunks when chunk-groups.json is unreadable', async () => {
    register.mockResolvedValue({ 'mfe-player': { entry: '/remotes/mfe-player/mf-manifest.json' } } as never);
    global.fetch = jest.fn((url: string) =>
      Promise.resolve(
        url.endsWith('chunk-groups.json')
          ? ({ ok: true, text: () => Promise.resolve('<html>') } as Response)
          : json(MANIFEST),
      ),
    ) as unknown as typeof fetch;
    expect(await fetchExposeFiles('mfe-player', 'PlayerHost')).not.toContain(
      'http://localhost/remotes/mfe-player/hls.js',
    );
  });

  it('names nothing for a remote the runtime manifest does not list', async () => {
    register.mockResolvedValue({});
    global.fetch = jest.fn() as unknown as typeof fetch;
    expect(await fetchExposeFiles('mfe-player', 'PlayerHost')).toEqual([]);
    expect(global.fetch).not.toHaveBeenCalled();
  });
});
