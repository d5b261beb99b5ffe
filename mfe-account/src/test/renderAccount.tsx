import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { i18n, initI18n, type Language } from '@premieres/i18n';
import { UiProvider } from '@premieres/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import App from '../App';

let navigate: NavigateFunction | undefined;

/** Navigates like another part of the app (e.g. the shell) would. Call inside act(). */
export function navigateTo(path: string): void {
  if (!navigate) throw new Error('nothing rendered');
  void navigate(path);
}

/** Shows where the app navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  navigate = useNavigate();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const testUser: AuthUser = {
  id: 'u-1',
  email: 'asha@example.com',
  created_at: '2024-03-05T10:00:00.000Z',
  full_name: 'Asha Rao',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
};

export interface RenderOptions {
  language?: Language;
  /** Signed in as this user; signed out when absent. */
  user?: AuthUser;
  /** The first session check has not answered yet. */
  loading?: boolean;
  /** The shell's QueryClient, as in the app; absent: the remote's own (run alone). */
  queryClient?: QueryClient;
}

/** Renders the remote's App at `path` inside what the shell provides: i18n, Chakra, a router. */
export async function renderAccount(path: string, options: RenderOptions = {}) {
  initI18n();
  await act(async () => {
    await i18n.changeLanguage(options.language ?? 'en');
  });
  const store = useAuthStore.getState();
  if (options.user) store.setSession({ user: options.user, accessToken: 'token' });
  else store.clearSession();
  store.setLoading(options.loading ?? false);

  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    const app: ReactElement = (
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    );
    result = render(
      options.queryClient ? (
        <QueryClientProvider client={options.queryClient}>{app}</QueryClientProvider>
      ) : (
        app
      ),
    );
  });
  if (!result) throw new Error('render failed');
  return result;
}
