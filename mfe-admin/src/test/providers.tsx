import { ChakraProvider } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser, Role } from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { system } from '@premieres/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '../i18n';

initI18n({ language: 'en' });

export function person(role: Role, email = `${role}@premieres.in`): AuthUser {
  return {
    id: `id-${role}`,
    email,
    created_at: '2026-01-01T00:00:00.000Z',
    full_name: 'Staff Person',
    role,
    confirmed: true,
    subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
  };
}

export function signInAs(role: Role): AuthUser {
  const user = person(role);
  useAuthStore.getState().setSession({ user, accessToken: 'token' });
  return user;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders `ui` at `path` with the remote's providers; no retries so failures show at once. */
export function renderAt(path: string, ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ChakraProvider value={system}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
}
