import type { FakeApi } from '@premieres/api-client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAccountApi } from '../test/fakeAccountApi';
import { notifyMock } from '../test/mocks';
import { renderAccount, testUser } from '../test/renderAccount';

jest.mock('@premieres/ui', () => jest.requireActual('../test/jestMockFactories').mockUi());

const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
let api: FakeApi;
beforeEach(() => {
  scrollIntoView.mockClear();
  api = fakeAccountApi();
});
afterEach(() => expect(api.unanswered).toEqual([]));

const saves = () => api.callsTo('PATCH me/settings').map((call) => call.json);

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
  it("shows the account's saved switches and saves a change to the account", async () => {
    const saved = {
      emailNotifications: true,
      autoplay: false,
      language: 'en',
      cookies: { analytics: false, marketing: true },
    };
    api
      .on('GET me/settings', saved)
      .on('PATCH me/settings', ({ json }) => ({ ...saved, ...(json as object) }));
    await renderAccount('/settings', { user: testUser });
    const email = screen.getByRole('checkbox', { name: 'Email notifications' });
    const autoplay = screen.getByRole('checkbox', { name: 'Autoplay next episode' });
    await waitFor(() => expect(email).toBeEnabled());
    expect(email).toBeChecked();
    expect(autoplay).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Marketing cookies/ })).toBeChecked();

    fireEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(saves()).toEqual([{ emailNotifications: false }]);
    expect(autoplay).not.toBeChecked();
  });

  it('has both switches on by default for an account that never saved, essential cookies always on', async () => {
    await renderAccount('/settings', { user: testUser });
    const email = screen.getByRole('checkbox', { name: 'Email notifications' });
    await waitFor(() => expect(email).toBeEnabled());
    expect(email).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Autoplay next episode' })).toBeChecked();
    const essential = screen.getByRole('checkbox', { name: /Essential cookies/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Analytics cookies/ })).not.toBeChecked();
  });

  it('puts a switch back and says so when the save fails', async () => {
    api.on('PATCH me/settings', () => {
      throw new TypeError('offline');
    });
    await renderAccount('/settings', { user: testUser });
    const analytics = screen.getByRole('checkbox', { name: /Analytics cookies/ });
    await waitFor(() => expect(analytics).toBeEnabled());
    fireEvent.click(analytics);
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith('error', 'Your settings could not be saved. Please try again.'),
    );
    expect(saves()).toEqual([{ cookies: { analytics: true } }]);
    // The switch's own state: jsdom keeps the hidden input's clicked `checked` property.
    await waitFor(() =>
      expect(analytics.closest('[data-part="root"]')).toHaveAttribute('data-state', 'unchecked'),
    );
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
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'ईमेल सूचनाएँ' })).toBeChecked());
    expect(screen.getByTestId('settings-plan')).toHaveTextContent('मुफ़्त');
  });
});
