import { apiConfig } from '@premieres/api-client';
import { apiError, type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { SESSION_HINT_KEY } from '@premieres/contracts';
import { initI18n } from '@premieres/i18n';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { registerAccountStrings } from '../i18n';
import { AuthDocumentApp } from './AuthDocumentApp';
import { type AuthCalls, authCalls } from './auth-calls';
import { AUTH_CHECKING_ATTRIBUTE, AUTH_TAB_ATTRIBUTE } from './auth-head-script';
import { AUTH_ISLAND_READY, mountAuth } from './island';

// The island on a document load of /auth: a returning member whose session is live goes on at
// once (as the React page's redirect); anyone else gets the page hydrated with the query applied.
let api: FakeApi;
let calls: AuthCalls;
let went: string[];
let container: HTMLElement;

beforeAll(() => {
  initI18n({ language: 'en' });
  registerAccountStrings();
});
beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  const { baseUrl, fetch } = apiConfig();
  calls = authCalls({ base: baseUrl, fetch });
  went = [];
  container = document.createElement('div');
  container.innerHTML = renderToString(<AuthDocumentApp />);
  document.body.replaceChildren(container);
  delete document.documentElement.dataset.islands;
});
afterEach(() => expect(api.unanswered).toEqual([]));

async function mountAt(search: string) {
  window.history.replaceState(null, '', `/auth${search}`);
  await act(() => mountAuth(container, { calls, go: (path) => went.push(path) }));
}

test('a first-time visitor sends nothing and gets the page, the query’s tab and e-mail', async () => {
  document.documentElement.setAttribute(AUTH_TAB_ATTRIBUTE, 'signup');
  await mountAt('?mode=signup&email=asha%40example.in');
  expect(api.calls).toEqual([]);
  expect(document.documentElement.dataset.islands).toBe(AUTH_ISLAND_READY);
  expect(screen.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
  expect(
    (screen.getByRole('form', { name: 'Sign Up' }).querySelector('input[type=email]') as HTMLInputElement)
      .value,
  ).toBe('asha@example.in');
  expect(document.documentElement.hasAttribute(AUTH_TAB_ATTRIBUTE)).toBe(false);
  expect(went).toEqual([]);
});

test('a member whose session is live goes on to returnTo without the page', async () => {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  document.documentElement.setAttribute(AUTH_CHECKING_ATTRIBUTE, '');
  api.on('POST auth/refresh', { accessToken: 'token', user: { id: 'u1' } });
  await mountAt('?returnTo=%2Fmy-list');
  expect(api.callsTo('POST auth/refresh')).toHaveLength(1);
  expect(went).toEqual(['/my-list']);
  expect(document.documentElement.dataset.islands).toBeUndefined();
});

test('a member without returnTo goes to the dashboard', async () => {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  api.on('POST auth/refresh', { accessToken: 'token', user: { id: 'u1' } });
  await mountAt('');
  expect(went).toEqual(['/dashboard']);
});

test('a stale hint (the cookie refused) is forgotten and the page shows', async () => {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  document.documentElement.setAttribute(AUTH_CHECKING_ATTRIBUTE, '');
  api.on('POST auth/refresh', apiError(401, 'Invalid refresh token'));
  await mountAt('');
  expect(went).toEqual([]);
  expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  expect(document.documentElement.hasAttribute(AUTH_CHECKING_ATTRIBUTE)).toBe(false);
  expect(document.documentElement.dataset.islands).toBe(AUTH_ISLAND_READY);
});
