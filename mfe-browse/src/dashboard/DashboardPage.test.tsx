import { type FakeApi, noContent } from '@premieres/api-client/testing';
import { saveMemberSnapshot, setSessionHint, useAuthStore } from '@premieres/auth-store';
import { notify } from '@premieres/ui/plain/notify';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { member, renderAt, signIn, signOut } from '../test/render';
import { DashboardPage, emailName } from './DashboardPage';

// The pages' toasts go through the plain notify (it loads the kit for the toast).
jest.mock('@premieres/ui/plain/notify', () => ({ notify: jest.fn() }));

describe('DashboardPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    // One title trends; the dashboard's other rows are empty (and hidden).
    api = fakeBrowseApi({
      'GET movies': ({ query }) =>
        page(query.has('is_trending') ? [movie({ id: '1', title: 'Kaalpath' })] : []),
    });
  });
  afterEach(() => expect(api.unanswered).toEqual([]));

  it('takes the part of the e-mail before the @', () => {
    expect(emailName('asha.menon@example.in')).toBe('asha.menon');
  });

  it('shows a spinner while the session is checked', () => {
    useAuthStore.setState({ user: null, loading: true });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("draws a returning member's dashboard while the session is restored (issue 28)", async () => {
    const user = member('user');
    saveMemberSnapshot({
      ...user,
      subscription: { subscribed: true, subscription_tier: 'standard', subscription_end: null },
    });
    setSessionHint(true);
    try {
      useAuthStore.setState({ user: null, accessToken: null, loading: true });
      renderAt('/dashboard', <DashboardPage />);
      // The rows and the cards, from the stored member; the greeting keeps its place unseen.
      expect(await screen.findByRole('region', { name: 'Trending Now' })).toBeInTheDocument();
      expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Standard');
      expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();

      signIn(user);
      expect(await screen.findByRole('heading', { name: 'Welcome back, asha.menon!' })).toBeVisible();
      expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Premium');
    } finally {
      setSessionHint(false);
      saveMemberSnapshot(null);
    }
  });

  it('offers Sign In and Go to Home to visitors', () => {
    signOut();
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fdashboard',
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("greets a brand-new account 'Welcome', not 'Welcome back'", () => {
    signIn({ ...member('user'), created_at: new Date(Date.now() - 60_000).toISOString() });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome, asha.menon!' })).toBeInTheDocument();
  });

  it('welcomes a member with cards and quick actions, without the Admin button', () => {
    signIn(member('user'));
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Welcome back, asha.menon!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Start Watching/ })).toHaveAttribute('href', '/movie/1');
    expect(screen.getByText('User')).toBeInTheDocument();
    // The subscription card shows the account's real plan (the API's, through the auth store).
    expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Premium');
    expect(screen.getByText('24h')).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/movies', '/premieres', '/my-list', '/settings']));
  });

  it('says so when the member has no plan', () => {
    const user = member('user');
    signIn({ ...user, subscription: { subscribed: false, subscription_tier: null, subscription_end: null } });
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('No plan yet');
    expect(screen.queryByText('Active Premium')).not.toBeInTheDocument();
  });

  it('shows the plan and its end date in the member’s language', async () => {
    const user = member('user');
    signIn({
      ...user,
      subscription: {
        subscribed: true,
        subscription_tier: 'standard',
        subscription_end: '2025-08-15T00:00:00.000Z',
      },
    });
    renderAt('/dashboard', <DashboardPage />);
    // The date format is made when the page is idle (issue 28): the plan's name shows first.
    expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Standard');
    await waitFor(() =>
      expect(screen.getByTestId('dashboard-subscription')).toHaveTextContent('Standard · until Aug 15, 2025'),
    );
  });

  it('shows the Admin button to admins only', () => {
    signIn(member('admin', 'root@premieres.in'));
    renderAt('/dashboard', <DashboardPage />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('signs out: tells the API, clears the session, toasts and goes home', async () => {
    signIn();
    api.on('POST auth/signout', noContent());
    renderAt('/dashboard', <DashboardPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.callsTo('POST auth/signout')).toHaveLength(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(notify).toHaveBeenCalledWith('success', 'Signed out successfully', 'See you next time!');
  });
});
