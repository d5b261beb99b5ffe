import { findRoute, matchesPath, ROUTED_REMOTES } from './route-table';

describe('route table', () => {
  it.each([
    ['/', 'mfe-landing'],
    ['/home', 'mfe-landing'],
    ['/index', 'mfe-landing'],
    ['/faq', 'mfe-landing'],
    ['/help', 'mfe-landing'],
    ['/about', 'mfe-landing'],
    ['/privacy', 'mfe-landing'],
    ['/terms', 'mfe-landing'],
    ['/shipping', 'mfe-landing'],
    ['/speed-test', 'mfe-landing'],
    ['/dashboard', 'mfe-browse'],
    ['/movies', 'mfe-browse'],
    ['/premieres', 'mfe-browse'],
    ['/my-list', 'mfe-browse'],
    ['/content/42', 'mfe-browse'],
    ['/movie/tv1', 'mfe-browse'],
    ['/auth', 'mfe-account'],
    ['/auth/confirm', 'mfe-account'],
    ['/reset-password', 'mfe-account'],
    ['/settings', 'mfe-account'],
    ['/profile', 'mfe-account'],
    ['/profiles', 'mfe-account'],
    ['/notifications', 'mfe-account'],
    ['/contact', 'mfe-account'],
    ['/success', 'mfe-account'],
    ['/auth-test', 'mfe-account'],
    ['/admin', 'mfe-admin'],
    ['/admin/users', 'mfe-admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(findRoute(path)?.remote).toBe(remote);
  });

  it('loads the shared UI kit everywhere but on the landing page itself', () => {
    expect(['/', '/home', '/index'].map((path) => findRoute(path)?.uiKit)).toEqual([false, false, false]);
    for (const path of ['/faq', '/speed-test', '/movies', '/auth', '/settings', '/admin/users'])
      expect(findRoute(path)?.uiKit).toBe(true);
  });

  it('has no route for help articles or unknown paths (the 404 page)', () => {
    expect(findRoute('/help/how-to-reset-your-password')).toBeNull();
    expect(findRoute('/nope')).toBeNull();
    expect(findRoute('/content')).toBeNull();
    expect(findRoute('/content/1/extra')).toBeNull();
  });

  it('ignores case and a trailing slash, like react-router', () => {
    expect(findRoute('/Movies/')?.remote).toBe('mfe-browse');
    expect(matchesPath('/content/:id', '/CONTENT/Abc')).toBe(true);
  });

  it('draws the app header on member pages only', () => {
    expect(findRoute('/movies')?.chrome).toBe('app');
    expect(findRoute('/settings')?.chrome).toBe('app');
    expect(findRoute('/')?.chrome).toBe('none');
    expect(findRoute('/auth')?.chrome).toBe('none');
    expect(findRoute('/admin')?.chrome).toBe('none');
  });

  it('routes to every remote except the player (mounted on demand)', () => {
    expect([...ROUTED_REMOTES].sort()).toEqual(['mfe-account', 'mfe-admin', 'mfe-browse', 'mfe-landing']);
  });
});
