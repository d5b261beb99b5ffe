import type { FakeApi } from '@premieres/api-client/testing';
import type { AccountSettings } from '@premieres/contracts';
import { waitFor } from '@testing-library/react';
import { testMember } from '../test/member';

const user = testMember;
const stored = (language: AccountSettings['language']): AccountSettings => ({
  emailNotifications: true,
  autoplay: true,
  language,
  cookies: { analytics: false, marketing: false },
});

/** Fresh modules (the sync starts once per page), over a fake API that holds `saved`. */
async function load(saved: AccountSettings) {
  jest.resetModules();
  const { fakeApi } = await import('@premieres/api-client/testing');
  const api: FakeApi = fakeApi({
    'GET me/settings': saved,
    'PATCH me/settings': ({ json }) => ({ ...saved, ...(json as object) }),
  });
  const store = await import('@premieres/auth-store');
  const i18n = await import('@premieres/i18n');
  i18n.initI18n({ language: 'en' });
  await i18n.setLanguage('en');
  const { startLanguageSync } = await import('./language-sync');
  const saves = () => api.callsTo('PATCH me/settings').map((call) => call.json);
  return { ...store, ...i18n, api, saves, stop: startLanguageSync() };
}

beforeEach(() => localStorage.clear());

describe('the account language', () => {
  it('is applied after sign-in (a new device speaks the saved language), without saving it back', async () => {
    const { useAuthStore, currentLanguage, saves, stop } = await load(stored('ml'));
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    await waitFor(() => expect(currentLanguage()).toBe('ml'));
    expect(saves()).toEqual([]);
    stop();
  });

  it("takes this browser's language when the account never chose one", async () => {
    const { useAuthStore, setLanguage, saves, stop } = await load(stored(null));
    await setLanguage('hi');
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    await waitFor(() => expect(saves()).toEqual([{ language: 'hi' }]));
    stop();
  });

  it('saves every later change while signed in, and none while signed out', async () => {
    const { useAuthStore, currentLanguage, setLanguage, api, saves, stop } = await load(stored('en'));
    await setLanguage('hi');
    expect(api.calls).toEqual([]);
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    // Signed in: the saved 'en' is applied (the browser's 'hi' gives way), and not saved back.
    await waitFor(() => expect(currentLanguage()).toBe('en'));
    await setLanguage('ml');
    await waitFor(() => expect(saves()).toEqual([{ language: 'ml' }]));
    stop();
  });
});
