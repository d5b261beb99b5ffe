import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/jestMockFactories').mockApiClient());

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

const subscribed = {
  ...testUser,
  subscription: {
    subscribed: true,
    subscription_tier: 'premium',
    subscription_end: '2025-07-01T00:00:00.000Z',
  },
};

function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('/settings', () => {
  it('has both preference switches on by default, and they toggle locally', async () => {
    await renderAccount('/settings', { user: testUser });
    const email = screen.getByRole('checkbox', { name: 'Email notifications' });
    const autoplay = screen.getByRole('checkbox', { name: 'Autoplay next episode' });
    expect(email).toBeChecked();
    expect(autoplay).toBeChecked();

    fireEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(autoplay).toBeChecked();
    fireEvent.click(email);
    await waitFor(() => expect(email).toBeChecked());
  });

  it('shows Free and no end date without a subscription', async () => {
    await renderAccount('/settings', { user: testUser });
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('Free');
    expect(screen.queryByTestId('settings-plan-end')).not.toBeInTheDocument();
  });

  it('shows the plan and its end date from the auth store', async () => {
    await renderAccount('/settings', { user: subscribed });
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('Premium');
    expect(screen.getByTestId('settings-plan-end')).toHaveTextContent('July 1, 2025');
  });

  it('shows a tier that is not one of the plan cards as the server names it', async () => {
    await renderAccount('/settings', {
      user: { ...subscribed, subscription: { ...subscribed.subscription, subscription_tier: 'Family Pack' } },
    });
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('Family Pack');
  });

  it('Change Plan goes to the dashboard and scrolls to its plans section once it appears', async () => {
    await renderAccount('/settings', { user: testUser });
    fireEvent.click(screen.getByRole('button', { name: 'Change Plan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(scrollIntoView).not.toHaveBeenCalled();

    // What mfe-browse renders a moment later.
    const plans = document.createElement('section');
    plans.id = 'plans';
    act(() => {
      document.body.append(plans);
    });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrollIntoView.mock.contexts[0]).toBe(plans);
    plans.remove();
  });

  it('Billing History opens the billing portal', async () => {
    await renderAccount('/settings', { user: testUser });
    expect(screen.getByRole('link', { name: 'Billing History' })).toHaveAttribute('href', '/billing');
  });

  it('links Edit Profile, Help Center and Contact Support', async () => {
    await renderAccount('/settings', { user: testUser });
    expect(section('Profile').getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const support = section('Support');
    expect(support.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    expect(support.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('is translated', async () => {
    await renderAccount('/settings', { user: testUser, language: 'hi' });
    expect(screen.getByRole('heading', { name: 'खाता सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'ईमेल सूचनाएँ' })).toBeChecked();
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('मुफ़्त');
  });
});
