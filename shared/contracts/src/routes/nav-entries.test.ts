import {
  fillLogoTargets,
  isNavEntry,
  LOGO_TARGET_PLACEHOLDERS,
  logoTargetOf,
  type NavEntry,
} from './nav-entries';
import { isRouteDeclaration } from './route-declarations';

const page = { path: '/movies', chrome: 'app', uiKit: true, access: 'anyone' };

describe('navigation entries in route declarations', () => {
  it('accepts a place, a common label key, an order and the optional audience, icon and widget', () => {
    expect(isNavEntry({ place: 'header', label: 'nav.movies', order: 20 })).toBe(true);
    expect(isNavEntry({ place: 'account', label: 'nav.settings', order: 40, icon: 'settings' })).toBe(true);
    expect(isNavEntry({ place: 'drawer', label: 'nav.home', order: 10, audience: 'visitor' })).toBe(true);
    expect(isNavEntry({ place: 'account', order: 10, widget: 'plan', unsubscribedTo: '/x#plans' })).toBe(
      true,
    );
  });

  it('refuses an unknown place, audience or icon, a missing label without a widget, or a foreign link', () => {
    expect(isNavEntry({ place: 'footer', label: 'nav.movies', order: 1 })).toBe(false);
    expect(isNavEntry({ place: 'header', label: 'nav.movies', order: 1, audience: 'staff' })).toBe(false);
    expect(isNavEntry({ place: 'header', label: 'nav.movies', order: 1, icon: 'rocket' })).toBe(false);
    expect(isNavEntry({ place: 'header', order: 1 })).toBe(false);
    expect(isNavEntry({ place: 'header', label: 'nav.movies', order: Number.NaN })).toBe(false);
    expect(
      isNavEntry({ place: 'account', order: 1, widget: 'plan', unsubscribedTo: 'https://evil.example' }),
    ).toBe(false);
  });

  it('lets only a path without parameters carry links or be kept offline', () => {
    const nav = [{ place: 'header', label: 'nav.movies', order: 20 }];
    expect(isRouteDeclaration({ ...page, nav, offline: true })).toBe(true);
    expect(isRouteDeclaration({ ...page, path: '/content/:id', nav })).toBe(false);
    expect(isRouteDeclaration({ ...page, path: '/admin/*', offline: true })).toBe(false);
    expect(isRouteDeclaration({ ...page, nav: [{ place: 'header' }] })).toBe(false);
    expect(isRouteDeclaration({ ...page, offline: 'yes' })).toBe(false);
  });
});

describe('logo targets', () => {
  const routes = [
    { path: '/', nav: [{ place: 'logo', label: 'appName', order: 10, audience: 'visitor' }] as NavEntry[] },
    {
      path: '/dashboard',
      nav: [{ place: 'logo', label: 'appName', order: 10, audience: 'member' }] as NavEntry[],
    },
  ];

  it('are the declared homes of a member and a visitor', () => {
    expect(logoTargetOf(routes, 'member')).toBe('/dashboard');
    expect(logoTargetOf(routes, 'visitor')).toBe('/');
    expect(logoTargetOf([], 'member')).toBe('/');
  });

  it('never put an odd path into a document', () => {
    const odd = [{ path: '/a"b', nav: [{ place: 'logo', label: 'appName', order: 1 }] as NavEntry[] }];
    expect(logoTargetOf(odd, 'member')).toBe('/');
  });

  it('fill a prerendered document', () => {
    const html = `<a href="${LOGO_TARGET_PLACEHOLDERS.visitor}"></a><script>go(${JSON.stringify(LOGO_TARGET_PLACEHOLDERS.member)})</script>`;
    expect(fillLogoTargets(html, routes)).toBe('<a href="/"></a><script>go("/dashboard")</script>');
  });
});
