import { useAuthStore } from '@premieres/auth-store';
import type { AuthUser } from '@premieres/contracts';
import { QueryClient } from '@tanstack/react-query';
import { clearOnAccountChange } from './app-query-client';

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.in`,
  created_at: '2025-01-01T00:00:00.000Z',
  full_name: 'Asha Menon',
  role: 'user',
  confirmed: true,
  subscription: { subscribed: false, subscription_tier: null, subscription_end: null },
});

describe('the shared query cache', () => {
  let stop: () => void;
  const client = new QueryClient();
  beforeEach(() => {
    useAuthStore.getState().setSession({ user: user('asha'), accessToken: 't' });
    stop = clearOnAccountChange(client);
    client.setQueryData(['me', 'list'], ['1', '2']);
  });
  afterEach(() => stop());

  it('keeps answers while the same account stays signed in (a token refresh)', () => {
    useAuthStore.getState().setSession({ user: user('asha'), accessToken: 't2' });
    expect(client.getQueryData(['me', 'list'])).toEqual(['1', '2']);
  });

  it('keeps answers fetched signed out when someone signs in (the session restoring on load)', () => {
    useAuthStore.getState().clearSession();
    client.setQueryData(['movies'], ['public']);
    useAuthStore.getState().setSession({ user: user('asha'), accessToken: 't4' });
    expect(client.getQueryData(['movies'])).toEqual(['public']);
  });

  it('forgets every answer on sign-out', () => {
    useAuthStore.getState().clearSession();
    expect(client.getQueryData(['me', 'list'])).toBeUndefined();
  });

  it('forgets every answer when another account signs in', () => {
    useAuthStore.getState().setSession({ user: user('ravi'), accessToken: 't3' });
    expect(client.getQueryData(['me', 'list'])).toBeUndefined();
  });
});
