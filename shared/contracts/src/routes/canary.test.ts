import { canaryBucket, inCanary, resolveCanaries, stableHash } from './canary';
import type { RuntimeManifest } from './runtime-manifest';

const manifest: RuntimeManifest = {
  'mfe-browse': {
    entry: '/remotes/mfe-browse/1.4.0/mf-manifest.json',
    version: '1.4.0',
    routes: [{ path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' }],
    canary: {
      entry: '/remotes/mfe-browse/1.5.0/mf-manifest.json',
      version: '1.5.0',
      percent: 10,
      routes: [
        { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' },
        { path: '/kids', chrome: 'app', uiKit: true, access: 'anyone' },
      ],
    },
  },
  'mfe-account': { entry: '/remotes/mfe-account/1.0.0/mf-manifest.json', version: '1.0.0' },
};
const visitors = Array.from({ length: 2000 }, (_, index) => `visitor-${index}`);

describe('canary selection', () => {
  it('hashes the same text to the same number everywhere (FNV-1a)', () => {
    expect(stableHash('')).toBe(0x811c9dc5);
    expect(stableHash('a')).toBe(0xe40c292c);
    expect(stableHash('visitor-1:mfe-browse')).toBe(stableHash('visitor-1:mfe-browse'));
  });

  it('sends about the configured share of visitors to the canary', () => {
    const chosen = visitors.filter((id) => inCanary(id, 'mfe-browse', 10)).length;
    expect(chosen / visitors.length).toBeGreaterThan(0.07);
    expect(chosen / visitors.length).toBeLessThan(0.13);
    expect(visitors.every((id) => canaryBucket(id, 'mfe-browse') < 100)).toBe(true);
  });

  it('keeps a visitor on one side across loads, and a wider share keeps everyone already in', () => {
    for (const id of visitors.slice(0, 200)) {
      expect(inCanary(id, 'mfe-browse', 10)).toBe(inCanary(id, 'mfe-browse', 10));
      if (inCanary(id, 'mfe-browse', 10)) expect(inCanary(id, 'mfe-browse', 50)).toBe(true);
    }
    expect(visitors.every((id) => !inCanary(id, 'mfe-browse', 0))).toBe(true);
    expect(visitors.every((id) => inCanary(id, 'mfe-browse', 100))).toBe(true);
  });

  it('gives a chosen visitor the canary entry and routes, the others the stable ones', () => {
    const inside = visitors.find((id) => inCanary(id, 'mfe-browse', 10)) ?? '';
    const outside = visitors.find((id) => !inCanary(id, 'mfe-browse', 10)) ?? '';
    const forInside = resolveCanaries(manifest, inside)['mfe-browse'];
    expect(forInside?.entry).toBe('/remotes/mfe-browse/1.5.0/mf-manifest.json');
    expect(forInside?.routes?.map((route) => route.path)).toEqual(['/movies', '/kids']);
    expect(forInside).not.toHaveProperty('canary');
    expect(resolveCanaries(manifest, outside)['mfe-browse']?.version).toBe('1.4.0');
    expect(resolveCanaries(manifest, inside)['mfe-account']).toEqual(manifest['mfe-account']);
  });

  it('rolls back with one edit: without `canary` everyone gets the stable version', () => {
    const { canary: _dropped, ...stable } = manifest['mfe-browse'] ?? { entry: '' };
    const rolledBack = { ...manifest, 'mfe-browse': stable };
    for (const id of visitors.slice(0, 100)) {
      expect(resolveCanaries(rolledBack, id)['mfe-browse']?.version).toBe('1.4.0');
    }
  });
});
