import { corsOriginsFromManifest } from './cors-origins';

describe('corsOriginsFromManifest', () => {
  it('takes the origins of absolute remote entries and skips relative ones', () => {
    const manifest = {
      'mfe-landing': { entry: 'http://localhost:3001/mf-manifest.json', version: '1.0.0' },
      'mfe-browse': {
        entry: 'https://cdn.premieres.in/remotes/mfe-browse/mf-manifest.json',
        version: '1.2.0',
      },
      'mfe-admin': { entry: '/remotes/mfe-admin/mf-manifest.json', version: '0.1.0' },
      'mfe-player': { entry: 'http://localhost:3001/other.json' },
    };
    expect(corsOriginsFromManifest(manifest)).toEqual(['http://localhost:3001', 'https://cdn.premieres.in']);
  });

  it('ignores malformed manifests', () => {
    expect(corsOriginsFromManifest(null)).toEqual([]);
    expect(corsOriginsFromManifest({ x: { entry: 42 }, y: null })).toEqual([]);
    expect(corsOriginsFromManifest({ z: { entry: 'javascript:alert(1)' } })).toEqual([]);
  });
});
