// Apart from the schemas: the auth store (on every page) only needs this value.
import type { SubscriptionState } from './subscription';

export const NOT_SUBSCRIBED: SubscriptionState = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
};
