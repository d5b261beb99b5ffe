import { useAuthStore } from '@premieres/auth-store';
import { initI18n } from '@premieres/i18n';
import { toaster } from '@premieres/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configureApiClient } from '../config';
import { json, scriptedFetch, TEST_USER } from '../test-fetch';
import { type SignOutOptions, useSignOut } from './use-sign-out';

function Where() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

function SignOutButton(options: SignOutOptions) {
  const signOut = useSignOut(options);
  return (
    <button type="button" onClick={() => void signOut.run()} disabled={signOut.pending}>
      Sign Out
    </button>
  );
}

function renderAt(path: string, client: QueryClient, options: SignOutOptions = {}) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SignOutButton {...options} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signInWithCachedReads(): QueryClient {
  act(() => useAuthStore.getState().setSession({ user: TEST_USER, accessToken: 'jwt' }));
  const client = new QueryClient();
  client.setQueryData(['library', 'list'], { items: ['m1'] });
  client.setQueryData(['catalog', 'trending'], { items: ['m2'] });
  return client;
}

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => toaster.remove());

describe('useSignOut', () => {
  it('ends the server session, goes to /, clears the store, drops the given reads and says so', async () => {
    const scripted = scriptedFetch([new Response(null, { status: 204 })]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const client = signInWithCachedReads();
    renderAt('/movies', client, { dropQueries: { queryKey: ['library'] } });

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));

    expect(scripted.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST http://api.test/api/auth/signout',
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useAuthStore.getState().user).toBeNull();
    expect(client.getQueryData(['library', 'list'])).toBeUndefined();
    expect(client.getQueryData(['catalog', 'trending'])).toEqual({ items: ['m2'] });
    expect(toaster.getVisibleToasts()[0]).toMatchObject({
      type: 'success',
      title: 'Signed out successfully',
      description: 'See you next time!',
    });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it('keeps every cached read unless told, and still signs out when the API cannot be reached', async () => {
    const scripted = scriptedFetch([
      json(500, { statusCode: 500, error: 'Internal Server Error', message: 'down' }),
    ]);
    configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const client = signInWithCachedReads();
    renderAt('/settings', client);

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(toaster.getVisibleToasts()).toHaveLength(1));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(useAuthStore.getState().user).toBeNull();
    expect(client.getQueryData(['library', 'list'])).toEqual({ items: ['m1'] });
    expect(warn).toHaveBeenCalledWith('[api-client] sign-out request failed', expect.any(String));
    warn.mockRestore();
  });
});
