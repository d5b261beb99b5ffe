/** @jest-environment node */

import { useAuthStore } from '@premieres/auth-store';
import { billingApi } from './billing-api';
import { configureApiClient } from './config';
import { playbackApi } from './playback-api';
import { json, scriptedFetch, TEST_USER } from './test-fetch';

const user = TEST_USER;

function setup(answers: Parameters<typeof scriptedFetch>[0]) {
  const scripted = scriptedFetch(answers);
  configureApiClient({ baseUrl: 'http://api.test/api', fetch: scripted.fetch });
  return scripted.calls;
}

beforeEach(() => useAuthStore.getState().setSession({ user, accessToken: 'token-1' }));

describe('billingApi', () => {
  it('starts a checkout and makes the provider page absolute against the API origin', async () => {
    const calls = setup([json(201, { sessionId: 'cs_1', url: '/api/billing/simulated/checkout/cs_1' })]);
    const start = await billingApi.checkout('standard');
    expect(start.url).toBe('http://api.test/api/billing/simulated/checkout/cs_1');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toBe('http://api.test/api/billing/checkout');
  });

  it('syncSubscription puts the API’s subscription into the auth store, keeping the token', async () => {
    const subscribed = {
      ...user,
      subscription: {
        subscribed: true,
        subscription_tier: 'standard',
        subscription_end: '2026-02-01T00:00:00.000Z',
      },
    };
    setup([json(200, subscribed)]);
    await billingApi.syncSubscription();
    expect(useAuthStore.getState().subscription).toEqual(subscribed.subscription);
    expect(useAuthStore.getState().accessToken).toBe('token-1');
  });

  it('a playback refusal keeps its stable code for the upsell', async () => {
    setup([
      json(403, {
        statusCode: 403,
        error: 'Forbidden',
        code: 'SUBSCRIPTION_REQUIRED',
        message: 'An active subscription is required to watch this title.',
      }),
    ]);
    await expect(playbackApi.grant('1')).rejects.toMatchObject({
      statusCode: 403,
      code: 'SUBSCRIPTION_REQUIRED',
    });
  });
});
