import type { FakeApi } from '@premieres/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { member, renderAt, signIn, signOut } from '../test/render';
import { PlansSection } from './PlansSection';

// The pages' toasts go through the plain notify (it loads the kit for the toast).
jest.mock('@premieres/ui/plain/notify', () => ({ notify: jest.fn() }));

const notSubscribed = { subscribed: false, subscription_tier: null, subscription_end: null };

let api: FakeApi;
beforeEach(() => {
  api = fakeBrowseApi();
});
afterEach(() => {
  jest.clearAllMocks();
  expect(api.unanswered).toEqual([]);
});
const checkouts = () => api.callsTo('POST billing/checkout').map((call) => call.json);

describe('PlansSection (/dashboard#plans)', () => {
  it('renders the API’s plans with rupee prices, caps and the Most Popular mark', async () => {
    signOut();
    renderAt('/dashboard', <PlansSection />);
    const standard = await screen.findByTestId('dashboard-plan-standard');
    expect(standard).toHaveTextContent('₹339/month');
    expect(standard).toHaveTextContent('Most Popular');
    expect(standard).toHaveTextContent('2 screens');
    expect(standard).toHaveTextContent('Download on 2 devices');
    expect(standard).toHaveTextContent('1080p Full HD');
    expect(screen.getByTestId('dashboard-plan-basic')).toHaveTextContent('₹159');
    expect(screen.getByTestId('dashboard-plan-premium')).toHaveTextContent('4K Ultra HD + HDR');
    expect(document.getElementById('plans')).not.toBeNull();
  });

  it('sends a visitor to sign in and back to the dashboard', async () => {
    signOut();
    renderAt('/dashboard', <PlansSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Standard' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/auth?returnTo=${encodeURIComponent('/dashboard')}`,
      ),
    );
    expect(checkouts()).toEqual([]);
  });

  it('starts a checkout for a member without a plan and goes to the provider’s page', async () => {
    signIn({ ...member('user'), subscription: notSubscribed });
    api.on('POST billing/checkout', { sessionId: 'cs_1', url: 'http://site/pay/cs_1' });
    const goTo = jest.fn();
    renderAt('/dashboard', <PlansSection goTo={goTo} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Standard' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://site/pay/cs_1'));
    expect(checkouts()).toEqual([{ planId: 'standard' }]);
  });

  it('marks the subscriber’s current plan', async () => {
    signIn(member('user'));
    renderAt('/dashboard', <PlansSection />);
    const premium = await screen.findByTestId('dashboard-plan-premium');
    expect(within(premium).getByRole('button', { name: 'Current plan' })).toBeDisabled();
  });
});
