import { billingApi } from '@premieres/api-client';
import { useLoaded } from '../components/useLoaded';

const loadSubscription = () => billingApi.subscription();

/** The member's subscription as the API holds it; `reload` after a change. */
export function useSubscription() {
  const { value, failed, reload, set } = useLoaded(loadSubscription);
  return { subscription: value, failed, reload, setSubscription: set };
}
