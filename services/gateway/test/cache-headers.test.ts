import { cacheControlFor, IMMUTABLE, NO_CACHE } from '../src/cache-headers';
import { fillRemoteBase } from '../src/landing-page';
import { parseOverrides } from '../src/remote-manifest';

describe('cache policy (issue 2 §6)', () => {
  it.each([
    ['framework.b139459f.js', IMMUTABLE],
    ['442.c839356d.js.br', IMMUTABLE],
    ['assets/logo.0a1b2c3d.svg', IMMUTABLE],
    ['remoteEntry.js', NO_CACHE],
    ['mf-manifest.json', NO_CACHE],
    ['index.html', NO_CACHE],
    // Issue 27: the service worker and the web manifest are never served stale.
    ['sw.js', NO_CACHE],
    ['sw.js.br', NO_CACHE],
    ['manifest.webmanifest', NO_CACHE],
    ['favicon.svg', 'public, max-age=3600'],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(`/x/${file}`)).toBe(expected);
  });
});

describe('the landing document', () => {
  it('points every `{{remote}}` reference at where the landing remote is served', () => {
    const stored =
      '<link rel="icon" href="/favicon.svg"><script defer src="{{remote}}islands/islands.12345678.js"></script><img src="{{remote}}a.svg">';
    const page = fillRemoteBase(stored, '/remotes/mfe-landing/1.4.0/');
    expect(page).toContain('src="/remotes/mfe-landing/1.4.0/islands/islands.12345678.js"');
    expect(page).toContain('src="/remotes/mfe-landing/1.4.0/a.svg"');
    expect(page).toContain('href="/favicon.svg"');
    expect(page).not.toContain('{{remote}}');
  });
});

describe('REMOTE_OVERRIDES', () => {
  it('parses name=url pairs', () => {
    expect(parseOverrides('mfe-browse=http://localhost:3002/mf-manifest.json, bad ,x=')).toEqual({
      'mfe-browse': 'http://localhost:3002/mf-manifest.json',
    });
    expect(parseOverrides(undefined)).toEqual({});
  });
});
