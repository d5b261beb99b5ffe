import { billingApi } from '@premieres/api-client';
import type { SubscriptionDetail } from '@premieres/contracts';
import { useCallback, useEffect, useState } from 'react';

/** The member's subscription as the API holds it; `reload` after a change. */
export function useSubscription() {
  const [subscription, setSubscription] = useState<SubscriptionDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setSubscription(await billingApi.subscription());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { subscription, failed, reload, setSubscription };
}
