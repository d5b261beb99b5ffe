import { billingApi } from '@premieres/api-client';
import { useQuery } from '@tanstack/react-query';
import { logFailure } from '../log';

/** The plans as the API serves them (GET /api/plans). */
export function usePlans() {
  const result = useQuery({
    queryKey: ['plans'],
    queryFn: () => billingApi.plans().catch(logFailure('Failed to fetch plans')),
    staleTime: 5 * 60_000,
  });
  return { plans: result.data ?? [], isLoading: result.isLoading };
}
