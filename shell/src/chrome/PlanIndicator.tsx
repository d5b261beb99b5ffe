import { useAuthStore } from '@premieres/auth-store';
import { isPlanId } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { Link as RouterLink } from 'react-router';
import { SHELL_NS } from '../i18n';

/**
 * The member's plan in the header, from the auth store (the API's subscription): the plan name
 * opens `to` (the billing portal that declared it); without one, 'Plans' leads to `unsubscribedTo`
 * (where plans are chosen). A plain `pk-badge` (no UI kit).
 */
export function PlanIndicator({ to, unsubscribedTo = to }: { to: string; unsubscribedTo?: string }) {
  const { t } = useTranslation(SHELL_NS);
  const subscription = useAuthStore((state) => state.subscription);
  const tier = subscription.subscription_tier;
  const subscribed = subscription.subscribed;
  const label = subscribed
    ? isPlanId(tier)
      ? t(`header.plan.${tier}`)
      : (tier ?? t('header.plan.active'))
    : t('header.plan.none');
  return (
    <RouterLink
      to={subscribed ? to : unsubscribedTo}
      aria-label={t('header.plan.label', { plan: label })}
      className="pk-badge"
      data-palette={subscribed ? 'green' : 'gray'}
      data-variant="subtle"
      data-size="md"
      data-testid="header-plan"
      data-subscribed={subscribed}
    >
      {label}
    </RouterLink>
  );
}
