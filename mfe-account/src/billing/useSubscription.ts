import { billingApi } from '@premieres/api-client';
import type { SubscriptionDetail } from '@premieres/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';

/** The member's subscription as the API holds it; `reload` after a change. */
export function useSubscription() {
  const key = accountKeys.subscription(useMemberId());
  const client = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: () => billingApi.subscription(), ...ACCOUNT_READ });
  return {
    subscription: query.data ?? null,
    failed: query.isError,
    reload: query.refetch,
    setSubscription: (next: SubscriptionDetail) => client.setQueryData(key, next),
  };
}
