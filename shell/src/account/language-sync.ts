import { useAuthStore } from '@premieres/auth-store';
import { currentLanguage, i18n, isLanguage, setLanguage } from '@premieres/i18n';
import { log } from '../log';

const api = () => import('@premieres/api-client').then((module) => module.accountApi);

/**
 * The interface language belongs to the account once signed in. After sign-in the saved choice
 * is applied (a new device speaks the member's language); an account that never chose one takes
 * this browser's. Every later change, from any language select (header, settings, auth card), is
 * saved. The shell owns this so that no page has to remember to do it.
 */
export function startLanguageSync(): () => void {
  let userId: string | null = null;
  let applying = false;

  const adopt = async (id: string) => {
    const accountApi = await api();
    const settings = await accountApi.settings();
    if (userId !== id) return; // signed out or switched meanwhile
    if (!settings.language) {
      await accountApi.saveSettings({ language: currentLanguage() });
    } else if (settings.language !== currentLanguage()) {
      applying = true;
      try {
        await setLanguage(settings.language);
      } finally {
        applying = false;
      }
    }
  };

  const follow = (id: string | null) => {
    if (id === userId) return;
    userId = id;
    if (id)
      adopt(id).catch((error: unknown) =>
        log('warn', 'account language not applied', { error: String(error) }),
      );
  };

  const save = (language: string) => {
    if (!userId || applying || !isLanguage(language)) return;
    api()
      .then((accountApi) => accountApi.saveSettings({ language }))
      .catch((error: unknown) => log('warn', 'language not saved to the account', { error: String(error) }));
  };

  follow(useAuthStore.getState().user?.id ?? null);
  const unsubscribe = useAuthStore.subscribe((state) => follow(state.user?.id ?? null));
  i18n.on('languageChanged', save);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', save);
  };
}
