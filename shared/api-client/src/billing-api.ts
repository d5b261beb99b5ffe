import { getAccessToken, useAuthStore } from '@premieres/auth-store';
import type {
  AuthUser,
  CheckoutSession,
  CheckoutStart,
  Plan,
  PlanChange,
  PlanId,
  SubscriptionDetail,
  SubscriptionState,
} from '@premieres/contracts';
import { AUTH_PATHS, routeUrl } from '@premieres/contracts';
import { apiConfig } from './config';
import { call } from './http';

/** A provider URL may be relative to the API's origin (the simulated provider's page). */
export function absoluteToApi(url: string): string {
  return new URL(url, apiConfig().baseUrl).toString();
}

const withAbsoluteUrl = (start: CheckoutStart): CheckoutStart => ({
  ...start,
  url: absoluteToApi(start.url),
});

/** Plans, checkout and the member's subscription (`/api/plans`, `/api/billing/*`). */
export const billingApi = {
  plans: (): Promise<Plan[]> => call((c) => c.get('plans').json()),
  subscription: (): Promise<SubscriptionDetail> => call((c) => c.get('billing/subscription').json()),
  /** Starts paying for a plan; send the browser to the answered `url` (the provider's page). */
  checkout: async (planId: PlanId): Promise<CheckoutStart> =>
    withAbsoluteUrl(
      await call((c) => c.post('billing/checkout', { json: { planId } }).json<CheckoutStart>()),
    ),
  /** One of the caller's checkouts; 404 CHECKOUT_NOT_FOUND for unknown or another account's. */
  checkoutSession: (sessionId: string): Promise<CheckoutSession> =>
    call((c) => c.get(`billing/checkout/${encodeURIComponent(sessionId)}`).json()),
  /** Upgrade → a checkout to pay; downgrade (or undoing one) → the updated subscription. */
  changePlan: async (planId: PlanId): Promise<PlanChange> => {
    const change = await call((c) => c.post('billing/change-plan', { json: { planId } }).json<PlanChange>());
    return change.kind === 'checkout' ? { ...change, checkout: withAbsoluteUrl(change.checkout) } : change;
  },
  cancel: (): Promise<SubscriptionDetail> => call((c) => c.post('billing/cancel').json()),
  resume: (): Promise<SubscriptionDetail> => call((c) => c.post('billing/resume').json()),
  /**
   * Re-reads the signed-in user after a payment or a change, so the auth store (and so the
   * header, settings and dashboard) shows the subscription the API holds.
   */
  syncSubscription: async (): Promise<SubscriptionState> => {
    const user = await call((c) => c.get(routeUrl(AUTH_PATHS.me)).json<AuthUser>());
    const accessToken = getAccessToken();
    if (accessToken) useAuthStore.getState().setSession({ user, accessToken });
    return user.subscription;
  },
};
