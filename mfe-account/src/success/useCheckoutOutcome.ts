import { billingApi, isApiRequestError } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { BILLING_ERROR_CODES, type CheckoutSession } from '@premieres/contracts';
import { useEffect, useState } from 'react';
import { logError } from '../log';

export type CheckoutOutcome =
  | { kind: 'verifying' }
  | { kind: 'paid'; session: CheckoutSession }
  | { kind: 'declined' | 'open' | 'expired'; session: CheckoutSession }
  | { kind: 'notFound' | 'missing' | 'signedOut' | 'failed' };

/**
 * The success page's check (spec §7): asks the API what became of this checkout (only the
 * caller's own; another account's or an unknown id is not found) and, once paid, re-reads the
 * user so the auth store (header, settings, dashboard) holds the server's subscription.
 */
export function useCheckoutOutcome(sessionId: string | null): CheckoutOutcome {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const authLoading = useAuthStore((state) => state.loading);
  const [outcome, setOutcome] = useState<{ key: string; value: CheckoutOutcome } | null>(null);
  const key = sessionId && userId ? `${userId}:${sessionId}` : null;

  useEffect(() => {
    if (!key || !sessionId) return;
    let current = true;
    const settle = (value: CheckoutOutcome) => {
      if (current) setOutcome({ key, value });
    };
    (async () => {
      try {
        const session = await billingApi.checkoutSession(sessionId);
        if (session.status === 'paid') await billingApi.syncSubscription();
        settle(session.status === 'paid' ? { kind: 'paid', session } : { kind: session.status, session });
      } catch (error) {
        const notFound =
          isApiRequestError(error) &&
          (error.code === BILLING_ERROR_CODES.checkoutNotFound || error.statusCode === 400);
        if (!notFound) logError('Payment check failed', error);
        settle({ kind: notFound ? 'notFound' : 'failed' });
      }
    })();
    return () => {
      current = false;
    };
  }, [key, sessionId]);

  if (authLoading) return { kind: 'verifying' };
  if (!sessionId) return { kind: 'missing' };
  if (!userId) return { kind: 'signedOut' };
  return outcome?.key === key ? outcome.value : { kind: 'verifying' };
}
