import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { billingApi } from '@premieres/api-client';
import { formatRupees, PLANS, type PlanId, planRank, type SubscriptionDetail } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { useState } from 'react';
import { formatDate } from '../member/formatDate';

interface PlanChoicesProps {
  subscription: SubscriptionDetail & { plan: PlanId };
  onChanged: (next: SubscriptionDetail) => void;
  /** Sends the browser to the provider's page (an upgrade is paid there). */
  goTo: (url: string) => void;
}

/** Change plan: an upgrade is paid now (prorated), a downgrade waits for the renewal. */
export function PlanChoices({ subscription, onChanged, goTo }: PlanChoicesProps) {
  const { t, i18n } = useTranslation(['billing', 'account']);
  const [busy, setBusy] = useState<PlanId | null>(null);
  const current = subscription.plan;
  const renewal = formatDate(subscription.current_period_end, i18n.language);

  const choose = async (planId: PlanId) => {
    setBusy(planId);
    try {
      const change = await billingApi.changePlan(planId);
      if (change.kind === 'checkout') {
        goTo(change.checkout.url);
        return;
      }
      onChanged(change.subscription);
      const plan = t(`account:plans.${change.subscription.pending_plan ?? planId}`);
      notify(
        'success',
        change.subscription.pending_plan
          ? t('portal.downgradeToast', { plan, date: renewal })
          : t('portal.keptToast', { plan }),
      );
    } catch {
      notify('error', t('portal.actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('portal.changePlanHint')}
      </Text>
      {PLANS.map((plan) => {
        const isCurrent = plan.id === current;
        const label = isCurrent
          ? t('portal.keepPlan', { plan: t(`account:plans.${plan.id}`) })
          : planRank(plan.id) > planRank(current)
            ? t('portal.upgradeNow')
            : t('portal.downgradeLater');
        // The current plan is a choice only to undo a pending downgrade.
        const disabled = (isCurrent && !subscription.pending_plan) || plan.id === subscription.pending_plan;
        return (
          <HStack
            key={plan.id}
            justify="space-between"
            wrap="wrap"
            gap="3"
            data-testid={`portal-plan-${plan.id}`}
          >
            <HStack gap="2">
              <Text fontWeight="semibold">{t(`account:plans.${plan.id}`)}</Text>
              <Text color="fg.muted">
                {t('portal.perMonth', { amount: formatRupees(plan.price, i18n.language) })}
              </Text>
              {isCurrent ? <Badge colorPalette="green">{t('portal.current')}</Badge> : null}
            </HStack>
            {isCurrent && !subscription.pending_plan ? null : (
              <Button
                size="sm"
                variant={planRank(plan.id) > planRank(current) ? 'solid' : 'outline'}
                colorPalette="brand"
                disabled={disabled || busy !== null}
                loading={busy === plan.id}
                onClick={() => void choose(plan.id)}
              >
                {label}
              </Button>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}
