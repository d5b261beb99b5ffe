import { readAuthQuery, safeReturnTo, signInPathFor } from './authQuery';

describe('auth query', () => {
  it('reads email, mode=signup and returnTo', () => {
    expect(readAuthQuery(new URLSearchParams('email=a%40b.co&mode=signup&returnTo=%2Fadmin'))).toEqual({
      email: 'a@b.co',
      tab: 'signup',
      returnTo: '/admin',
    });
    expect(readAuthQuery(new URLSearchParams(''))).toEqual({
      email: '',
      tab: 'signin',
      returnTo: null,
    });
  });

  it('keeps returnTo on this site only', () => {
    expect(safeReturnTo('/settings?tab=1')).toBe('/settings?tab=1');
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'settings',
      '/auth',
      '',
    ]) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });

  it('builds the sign-in path for a protected page', () => {
    expect(signInPathFor('/settings')).toBe('/auth?returnTo=%2Fsettings');
  });
});
