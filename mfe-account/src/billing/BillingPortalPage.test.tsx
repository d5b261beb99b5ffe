import type { FakeApi } from '@premieres/api-client/testing';
import type { PlanId, SubscriptionDetail } from '@premieres/contracts';
import { UiProvider } from '@premieres/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountQueryProvider } from '../api/AccountQueryProvider';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { renderAccount, testUser } from '../test/renderAccount';
import { BillingPortalPage } from './BillingPortalPage';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const active: SubscriptionDetail = {
  active: true,
  plan: 'standard',
  status: 'active',
  current_period_start: '2025-06-01T00:00:00.000Z',
  current_period_end: '2025-07-01T00:00:00.000Z',
  cancel_at_period_end: false,
  pending_plan: null,
  invoices: [
    {
      id: 'inv_1',
      plan: 'standard',
      kind: 'new',
      amount_inr: 339,
      paid_at: '2025-06-01T00:00:00.000Z',
      period_start: '2025-06-01T00:00:00.000Z',
      period_end: '2025-07-01T00:00:00.000Z',
    },
  ],
};

let api: FakeApi;
beforeEach(() => {
  jest.clearAllMocks();
  // The member's subscription, read again after each change (auth/me).
  api = fakeAccountApi({ 'GET billing/subscription': active, 'GET auth/me': testUser });
});
afterEach(() => expect(api.unanswered).toEqual([]));

describe('/billing (billing portal)', () => {
  it('needs sign-in', async () => {
    await renderAccount('/billing');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('shows the plan, renewal date and invoices in rupees', async () => {
    await renderAccount('/billing', { user: testUser });
    expect(await screen.findByTestId('portal-plan')).toHaveTextContent('Standard');
    expect(screen.getByTestId('portal-period-end')).toHaveTextContent('July 1, 2025');
    const invoices = screen.getByTestId('invoices');
    expect(within(invoices).getByTestId('invoice-amount')).toHaveTextContent('₹339');
    expect(within(invoices).getByText('Subscription')).toBeInTheDocument();
  });

  it('cancels at period end after a confirmation naming the end date, and resumes', async () => {
    api
      .on('POST billing/cancel', { ...active, cancel_at_period_end: true })
      .on('POST billing/resume', active);
    await renderAccount('/billing', { user: testUser });
    // One click only asks; keeping the subscription cancels nothing.
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm).toHaveTextContent('You can keep watching until July 1, 2025.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST billing/cancel')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByTestId('portal-cancelled')).toBeInTheDocument();
    expect(screen.getByTestId('portal-period-end')).toHaveTextContent('July 1, 2025');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(api.callsTo('POST billing/cancel')).toHaveLength(1);
    expect(api.callsTo('POST billing/resume')).toHaveLength(1);
  });

  it('an upgrade goes to the provider’s page; a downgrade waits for the renewal', async () => {
    api.on('POST billing/change-plan', ({ json }) =>
      (json as { planId: PlanId }).planId === 'premium'
        ? { kind: 'checkout', checkout: { sessionId: 'cs_1', url: 'http://x/pay/cs_1' } }
        : { kind: 'scheduled', subscription: { ...active, pending_plan: 'basic' } },
    );
    const goTo = jest.fn();
    // Rendered directly to watch where it sends the browser; the first render sets up i18n.
    (await renderAccount('/settings', { user: testUser })).unmount();
    render(
      <UiProvider>
        <AccountQueryProvider>
          <MemoryRouter>
            <BillingPortalPage goTo={goTo} />
          </MemoryRouter>
        </AccountQueryProvider>
      </UiProvider>,
    );
    const premium = await screen.findByTestId('portal-plan-premium');
    fireEvent.click(within(premium).getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('http://x/pay/cs_1'));
    fireEvent.click(
      within(screen.getByTestId('portal-plan-basic')).getByRole('button', { name: 'Switch at renewal' }),
    );
    expect(await screen.findByTestId('portal-pending')).toHaveTextContent(
      'Changes to Basic on July 1, 2025.',
    );
  });

  it('without a subscription offers the plans', async () => {
    api.on('GET billing/subscription', {
      ...active,
      active: false,
      plan: null,
      status: 'none',
      current_period_start: null,
      current_period_end: null,
      invoices: [],
    });
    await renderAccount('/billing', { user: testUser, language: 'hi' });
    expect(await screen.findByTestId('portal-none')).toHaveTextContent('आपकी कोई सक्रिय सदस्यता नहीं है।');
    expect(screen.getByRole('link', { name: 'प्लान चुनें' })).toHaveAttribute('href', '/dashboard#plans');
  });
});
