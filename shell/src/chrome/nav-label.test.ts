import { i18n, initI18n } from '@premieres/i18n';
import { NAV_ROUTES } from '../test/nav-routes';
import { isCommonKey, navLabelText } from './nav-label';

beforeAll(() => {
  initI18n({ language: 'en' });
});

describe("a link's label from a remote's routes", () => {
  it('is a common key for every link the remotes declare', () => {
    const labels = NAV_ROUTES.flatMap((route) => route.nav ?? []).flatMap((entry) => entry.label ?? []);
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((label) => !isCommonKey(label))).toEqual([]);
  });

  it('is no common key when it names a group, a missing string or a misspelling', () => {
    expect(['nav', 'nav.homes', 'actions.signIn.more', '', 'toString'].filter(isCommonKey)).toEqual([]);
  });

  it('reads in the common strings, and a label that is no key is shown as declared', () => {
    const tc = i18n.getFixedT('en', 'common');
    expect(navLabelText(tc, 'nav.myList')).toBe('My List');
    expect(navLabelText(tc, 'nav.unknown')).toBe('nav.unknown');
  });
});
