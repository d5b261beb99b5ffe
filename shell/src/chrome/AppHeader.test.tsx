import { authApi, notificationsApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser, ViewerProfile } from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { toaster } from '@premieres/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NAV_ROUTES } from '../test/nav-routes';
import { renderShell } from '../test/render';
import { AppHeader } from './AppHeader';

// Browse's search box does not load here: the header keeps its plain box (HeaderSearch.test.tsx).
jest.mock('../federation/load-remote-app', () => ({
  loadRemoteApp: jest.fn(() => Promise.reject(new Error('no remotes in this test'))),
  loadedRemoteApp: jest.fn(() => undefined),
}));

const member: AuthUser = {
  id: 'u1',
  email: 'manu@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  full_name: 'Manu',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

function signIn() {
  act(() => useAuthStore.getState().setSession({ user: member, accessToken: 'jwt' }));
}

beforeEach(() => {
  // The real sign-out flow (endSession) over a stubbed HTTP call, and the bell's count (its own
  // test is account/NotificationBell.test.tsx); the package's own objects, so no deep import.
  jest.spyOn(authApi, 'signOut').mockResolvedValue(undefined);
  jest.spyOn(notificationsApi, 'unreadCount').mockResolvedValue(0);
  act(() => {
    useAuthStore.getState().clearSession();
    toaster.remove();
  });
});

describe('AppHeader signed out', () => {
  it('has Movies, Premieres and My List but no Home, and a Sign In button', () => {
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/premieres' });
    const nav = screen.getByLabelText('Main navigation');
    expect(within(nav).queryByRole('link', { name: 'Home', hidden: true })).toBeNull();
    // Real links (they open in a new tab); the current page's is disabled and leads nowhere.
    expect(within(nav).queryAllByRole('button', { hidden: true })).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Movies', hidden: true })).toHaveAttribute(
      'href',
      '/movies',
    );
    const current = within(nav).getByRole('link', { name: 'Premieres', hidden: true });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('link', { name: 'My List', hidden: true })).toHaveAttribute(
      'href',
      '/my-list',
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/');
  });

  it('links the bell to /notifications', () => {
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/movies' });
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('opens a search field and searches through /search?q=', () => {
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/my-list' });
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const field = screen.getByRole('searchbox', { name: 'Search movies and premieres' });
    fireEvent.change(field, { target: { value: 'Dune' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Dune');
  });
});

describe('AppHeader signed in', () => {
  it('shows Home, settings and sign-out; the logo goes to /dashboard', () => {
    signIn();
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/dashboard' });
    const nav = screen.getByLabelText('Main navigation');
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute('href', '/settings');
    expect(screen.getByTestId('header-logo')).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the plan from the auth store: Plans without one, the plan name (to the portal) with one', () => {
    signIn();
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/dashboard' });
    expect(screen.getByTestId('header-plan')).toHaveTextContent('Plans');
    expect(screen.getByTestId('header-plan')).toHaveAttribute('href', '/dashboard#plans');
    act(() =>
      useAuthStore.getState().setSession({
        user: {
          ...member,
          subscription: {
            subscribed: true,
            subscription_tier: 'standard',
            subscription_end: '2026-01-01T00:00:00.000Z',
          },
        },
        accessToken: 'jwt',
      }),
    );
    expect(screen.getByTestId('header-plan')).toHaveTextContent('Standard');
    expect(screen.getByTestId('header-plan')).toHaveAttribute('href', '/billing');
  });

  it('signs out: API call, store cleared, toast, back to /', async () => {
    signIn();
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/movies' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(authApi.signOut).toHaveBeenCalled();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().role).toBe('user');
    const [toast] = toaster.getVisibleToasts();
    expect(toast).toMatchObject({ title: 'Signed out successfully', description: 'See you next time!' });
  });

  it('opens the drawer with the spec items, welcome text and Sign Out at the bottom', async () => {
    signIn();
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/movies' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-drawer');
    const labels = within(drawer)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter(Boolean);
    // In the spec's order, from the remotes' declarations (test/nav-routes).
    expect(labels).toEqual([
      'Home',
      'Movies',
      'Premieres',
      'My List',
      'Downloads',
      'Account Settings',
      'Contact Us',
      'Privacy Policy',
      'Terms & Conditions',
      'Shipping & Delivery',
      'Sign Out',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Movies' })).toBeDisabled();
    expect(within(drawer).getByTestId('drawer-welcome')).toHaveTextContent('Welcome, manu@example.com');
  });
});

describe('AppHeader for a kids profile', () => {
  // The shell's route table (test/nav-routes): settings and billing are declared grown-up pages.
  const routes = NAV_ROUTES;
  const kids: ViewerProfile = {
    id: 'p2',
    name: 'Kids',
    avatar: 'kite',
    kids: true,
    ceiling: 'U/A 7+',
    hasPin: false,
    isMain: false,
  };
  const subscribed = {
    subscribed: true,
    subscription_tier: 'standard',
    subscription_end: '2027-01-01T00:00:00.000Z',
  };

  it('offers no Settings or Billing links, in the header or the drawer; the main profile sees them', async () => {
    act(() =>
      useAuthStore
        .getState()
        .setSession({ user: { ...member, subscription: subscribed }, accessToken: 'jwt' }),
    );
    act(() => useAuthStore.getState().setViewer(kids, 'vp'));
    renderShell(<AppHeader routes={routes} />, { path: '/movies' });
    expect(screen.queryByRole('link', { name: 'Settings', hidden: true })).toBeNull();
    expect(screen.queryByTestId('header-plan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(within(drawer).queryByRole('button', { name: 'Account Settings' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'My List' })).toBeInTheDocument();

    act(() => useAuthStore.getState().setViewer({ ...kids, id: 'p1', kids: false, isMain: true }, 'vp'));
    expect(screen.getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute('href', '/settings');
    expect(screen.getByTestId('header-plan')).toHaveAttribute('href', '/billing');
    expect(within(drawer).getByRole('button', { name: 'Account Settings' })).toBeInTheDocument();
  });
});

describe('the drawer signed out', () => {
  it('offers Sign In / Sign Up instead of Account Settings, and no Sign Out', async () => {
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/movies' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(within(drawer).getByRole('button', { name: 'Sign In / Sign Up' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Account Settings' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: 'Sign Out' })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Privacy Policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy');
  });
});

describe('AppHeader on a phone', () => {
  const listeners = new Set<() => void>();
  let wide = false;
  beforeEach(() => {
    wide = false;
    window.matchMedia = ((query: string) => ({
      media: query,
      get matches() {
        return wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    // jsdom has no matchMedia: the header then draws everything.
    delete (window as unknown as Record<string, unknown>).matchMedia;
  });

  it('draws no hidden navigation or account buttons until the screen is wide enough', () => {
    signIn();
    renderShell(<AppHeader routes={NAV_ROUTES} />, { path: '/movies' });
    expect(screen.queryByLabelText('Main navigation')).toBeNull();
    expect(screen.queryByTestId('current-viewer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    act(() => {
      wide = true;
      for (const listener of listeners) listener();
    });
    expect(screen.getByLabelText('Main navigation')).toBeInTheDocument();
    expect(screen.getByTestId('current-viewer')).toBeInTheDocument();
  });
});

describe('AppHeader without the UI kit', () => {
  it('draws plain parts (no Chakra), and the menu loads the kit in an island for the drawer', async () => {
    signIn();
    initI18n({ language: 'en' });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/movies']}>
          <AppHeader routes={NAV_ROUTES} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Premieres' })).toHaveAttribute('href', '/premieres');
    expect(within(banner).getByRole('link', { name: 'Movies' })).toHaveAttribute('aria-current', 'page');
    expect(within(banner).getByTestId('language-select')).toHaveValue('en');
    expect(within(banner).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // Nothing in the header is a Chakra part (their class names start with chakra- or css-).
    expect(banner.querySelector('[class*="chakra-"], [class*="css-"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByTestId('mobile-drawer');
    expect(within(drawer).getByRole('button', { name: 'Movies' })).toBeDisabled();
  });
});
