import { PLANS, type PlanId, type SubscriptionState } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';

export type PlanSummary =
  | { kind: 'free' }
  | { kind: 'plan'; planId: PlanId }
  /** Subscribed to a tier that is not one of the plan cards: shown as the server names it. */
  | { kind: 'other'; tier: string }
  /** Subscribed, but the server gave no tier. */
  | { kind: 'unnamed' };

/** What the auth store's subscription says about the plan (nothing is invented). */
export function planSummary(subscription: SubscriptionState): PlanSummary {
  if (!subscription.subscribed) return { kind: 'free' };
  const tier = subscription.subscription_tier?.trim();
  if (!tier) return { kind: 'unnamed' };
  const wanted = tier.toLowerCase();
  const plan = PLANS.find((candidate) => candidate.id === wanted || candidate.name.toLowerCase() === wanted);
  return plan ? { kind: 'plan', planId: plan.id } : { kind: 'other', tier };
}

/** The plan's display name in the current language. */
export function usePlanName(subscription: SubscriptionState): string {
  const { t } = useTranslation('account');
  const summary = planSummary(subscription);
  switch (summary.kind) {
    case 'free':
      return t('plans.free');
    case 'plan':
      return t(`plans.${summary.planId}`);
    case 'other':
      return summary.tier;
    case 'unnamed':
      return t('plans.active');
  }
}
