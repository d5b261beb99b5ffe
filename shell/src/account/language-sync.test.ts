import type { AccountSettings } from '@premieres/contracts';
import { testMember } from '../test/member';

const settings = jest.fn<Promise<AccountSettings>, []>();
const saveSettings = jest.fn(async () => ({}));
jest.mock('@premieres/api-client', () => ({ accountApi: { settings, saveSettings } }));

const user = testMember;
const stored = (language: AccountSettings['language']): AccountSettings => ({
  emailNotifications: true,
  autoplay: true,
  language,
  cookies: { analytics: false, marketing: false },
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function load() {
  jest.resetModules();
  const store = await import('@premieres/auth-store');
  const i18n = await import('@premieres/i18n');
  i18n.initI18n({ language: 'en' });
  await i18n.setLanguage('en');
  const { startLanguageSync } = await import('./language-sync');
  return { ...store, ...i18n, stop: startLanguageSync() };
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('the account language', () => {
  it('is applied after sign-in (a new device speaks the saved language), without saving it back', async () => {
    settings.mockResolvedValue(stored('ml'));
    const { useAuthStore, currentLanguage, stop } = await load();
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    await flush();
    await flush();
    expect(currentLanguage()).toBe('ml');
    expect(saveSettings).not.toHaveBeenCalled();
    stop();
  });

  it("takes this browser's language when the account never chose one", async () => {
    settings.mockResolvedValue(stored(null));
    const { useAuthStore, setLanguage, stop } = await load();
    await setLanguage('hi');
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    await flush();
    expect(saveSettings).toHaveBeenCalledWith({ language: 'hi' });
    stop();
  });

  it('saves every later change while signed in, and none while signed out', async () => {
    settings.mockResolvedValue(stored('en'));
    const { useAuthStore, setLanguage, stop } = await load();
    await setLanguage('hi');
    expect(saveSettings).not.toHaveBeenCalled();
    useAuthStore.getState().setSession({ user, accessToken: 't' });
    await flush();
    await flush();
    saveSettings.mockClear();
    await setLanguage('ml');
    await flush();
    expect(saveSettings).toHaveBeenCalledWith({ language: 'ml' });
    stop();
  });
});
