import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser, ViewerProfile } from '@premieres/contracts';
import { act, screen } from '@testing-library/react';
import { renderShell } from '../test/render';
import { CurrentViewer } from './CurrentViewer';

const member: AuthUser = {
  id: 'u1',
  email: 'manu@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Manu',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};
// A name stored before the sanitizer, still carrying a right-to-left override (U+202E).
const disguised: ViewerProfile = {
  id: 'p1',
  name: '\u202Enimda',
  avatar: 'kite',
  kids: false,
  ceiling: 'A',
  hasPin: false,
  isMain: true,
};

afterEach(() => act(() => useAuthStore.getState().clearSession()));

describe('CurrentViewer', () => {
  it("isolates the profile's name (<bdi>) in the link's name, so it cannot reorder the words around it", () => {
    act(() => useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' }));
    act(() => useAuthStore.getState().setViewer(disguised, 'vp'));
    renderShell(<CurrentViewer to="/profiles" home="/dashboard" />, { path: '/movies' });
    // jsdom's name computation pads the <bdi> with spaces (a browser draws it inline).
    const link = screen.getByRole('link', { name: /^Switch profile \(\s*\u202Enimda\s*\)$/ });
    const bdi = link.querySelector('bdi');
    expect(bdi).toHaveTextContent('\u202Enimda');
    expect(bdi?.parentElement).toHaveTextContent('Switch profile (\u202Enimda)');
    expect(link).toHaveAttribute('href', '/profiles?next=%2Fmovies');
  });

  it('says Choose profile before one is chosen', () => {
    act(() => useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' }));
    renderShell(<CurrentViewer to="/profiles" home="/dashboard" />, { path: '/movies' });
    expect(screen.getByRole('link', { name: 'Choose profile' })).toBeInTheDocument();
  });

  it("comes back to the member's home when opened from the picker itself", () => {
    act(() => useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' }));
    renderShell(<CurrentViewer to="/profiles" home="/dashboard" />, { path: '/profiles' });
    expect(screen.getByRole('link', { name: 'Choose profile' })).toHaveAttribute(
      'href',
      '/profiles?next=%2Fdashboard',
    );
  });
});
