import type { OwnedRoute } from '@premieres/contracts';
import { offersLink, pickerPathOf, profileCheckOf, type ViewerGateInput, viewerGate } from './viewer-gate';

const route = (path: string, extra: Partial<OwnedRoute> = {}): OwnedRoute => ({
  remote: 'mfe-x',
  path,
  chrome: 'app',
  uiKit: true,
  access: 'anyone',
  ...extra,
});
const ROUTES = [
  route('/dashboard'),
  route('/profiles', { viewer: 'picker' }),
  route('/billing', { viewer: 'grown-up', access: 'member' }),
  route('/admin/*', { viewer: 'grown-up', chrome: 'none', access: 'staff' }),
  route('/auth', { chrome: 'none' }),
];
const at = (path: string) => ROUTES.find((r) => r.path === path) ?? null;

const base: ViewerGateInput = {
  route: at('/dashboard'),
  pickerPath: '/profiles',
  signedIn: true,
  loading: false,
  viewer: null,
  viewerNeeded: false,
  check: null,
  here: '/dashboard',
};
const gate = (input: Partial<ViewerGateInput>) => viewerGate({ ...base, ...input });

describe("the 'Who's watching?' gate", () => {
  it('learns the picker from the declarations', () => {
    expect(pickerPathOf(ROUTES)).toBe('/profiles');
    expect(pickerPathOf([route('/dashboard')])).toBeNull();
  });

  it('leaves visitors, the first session check, the picker and sign-in pages alone', () => {
    expect(gate({ signedIn: false })).toEqual({ kind: 'open' });
    expect(gate({ loading: true })).toEqual({ kind: 'open' });
    expect(gate({ route: at('/profiles'), viewerNeeded: true })).toEqual({ kind: 'open' });
    expect(gate({ route: at('/auth'), check: 'choose' })).toEqual({ kind: 'open' });
    expect(gate({ pickerPath: null, check: 'choose' })).toEqual({ kind: 'open' });
  });

  it('asks the profile list first, then sends a member with a choice to make to the picker', () => {
    expect(gate({})).toEqual({ kind: 'check' });
    expect(gate({ check: 'choose', here: '/content/7?x=1' })).toEqual({
      kind: 'redirect',
      to: '/profiles?pick=1&next=%2Fcontent%2F7%3Fx%3D1',
    });
    expect(gate({ check: 'one' })).toEqual({ kind: 'open' });
  });

  it('keeps a chosen profile for the device: no question while one is chosen', () => {
    expect(gate({ viewer: { kids: false }, check: null })).toEqual({ kind: 'open' });
    expect(gate({ viewer: { kids: false }, route: at('/billing') })).toEqual({ kind: 'open' });
  });

  it('opens the picker when the API refused a call for want of a profile or its PIN', () => {
    expect(gate({ viewerNeeded: true, check: 'one' })).toMatchObject({ kind: 'redirect' });
    expect(gate({ viewerNeeded: true, viewer: { kids: false } })).toMatchObject({ kind: 'redirect' });
  });

  it('keeps a kids profile from grown-up pages (the admin too), not from the rest', () => {
    const kids = { viewer: { kids: true } };
    expect(gate({ ...kids, route: at('/billing'), here: '/billing' })).toEqual({
      kind: 'redirect',
      to: '/profiles?grownup=1&next=%2Fbilling',
    });
    expect(gate({ ...kids, route: at('/admin/*'), here: '/admin/users' })).toMatchObject({
      kind: 'redirect',
    });
    expect(gate({ ...kids })).toEqual({ kind: 'open' });
  });

  it('a choice is needed for more than one profile, or a PIN on the only one', () => {
    expect(profileCheckOf([{ hasPin: false }])).toBe('one');
    expect(profileCheckOf([{ hasPin: true }])).toBe('choose');
    expect(profileCheckOf([{ hasPin: false }, { hasPin: false }])).toBe('choose');
    expect(profileCheckOf([])).toBe('one');
  });
});

describe('offersLink', () => {
  it('leaves out grown-up pages for a kids profile only', () => {
    expect(offersLink('/billing', ROUTES, { kids: true })).toBe(false);
    expect(offersLink('/admin/users?page=2', ROUTES, { kids: true })).toBe(false);
    expect(offersLink('/dashboard#plans', ROUTES, { kids: true })).toBe(true);
    expect(offersLink('/billing', ROUTES, { kids: false })).toBe(true);
    expect(offersLink('/billing', ROUTES, null)).toBe(true);
  });
});
