import { Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { billingApi } from '@premieres/api-client';
import { formatRupees, type PlanId, planById, type SubscriptionDetail } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { ConfirmDialog } from '@premieres/ui/dialog/ConfirmDialog';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type DetailRow, DetailRows } from '../member/DetailRows';
import { formatDate } from '../member/formatDate';
import { MemberPage } from '../member/MemberPage';
import { InvoiceTable } from './InvoiceTable';
import { PlanChoices } from './PlanChoices';
import { useSubscription } from './useSubscription';

/** Leaves for the provider's page (kept as a prop so tests can watch it). */
const leaveFor = (url: string) => window.location.assign(url);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function ActiveSummary({
  subscription,
  onChanged,
}: {
  subscription: SubscriptionDetail & { plan: PlanId };
  onChanged: (s: SubscriptionDetail) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'account']);
  const [busy, setBusy] = useState(false);
  // Cancelling is asked first, naming the day access ends: one click must not end a subscription.
  const [asking, setAsking] = useState(false);
  const end = formatDate(subscription.current_period_end, i18n.language);
  const cancelled = subscription.cancel_at_period_end;
  const rows: DetailRow[] = [
    { label: t('portal.currentPlan'), value: t(`account:plans.${subscription.plan}`), testId: 'portal-plan' },
    {
      label: t('portal.price'),
      value: t('portal.perMonth', { amount: formatRupees(planById(subscription.plan).price, i18n.language) }),
    },
    { label: cancelled ? t('portal.endsOn') : t('portal.renewsOn'), value: end, testId: 'portal-period-end' },
  ];

  const act = async (action: 'cancel' | 'resume') => {
    setBusy(true);
    try {
      const next = await (action === 'cancel' ? billingApi.cancel() : billingApi.resume());
      onChanged(next);
      await billingApi.syncSubscription().catch(() => undefined);
      notify(
        'success',
        action === 'cancel' ? t('portal.cancelledToast', { date: end }) : t('portal.resumedToast'),
      );
    } catch {
      notify('error', t('portal.actionFailed'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack gap="4">
      <DetailRows rows={rows} />
      {subscription.pending_plan ? (
        <Text data-testid="portal-pending">
          {t('portal.pending', { plan: t(`account:plans.${subscription.pending_plan}`), date: end })}
        </Text>
      ) : null}
      {cancelled ? (
        <Text color="orange.300" data-testid="portal-cancelled">
          {t('portal.cancelledNote')}
        </Text>
      ) : null}
      <HStack>
        <Button
          variant={cancelled ? 'solid' : 'outline'}
          colorPalette={cancelled ? 'brand' : 'red'}
          loading={busy}
          onClick={() => (cancelled ? void act('resume') : setAsking(true))}
        >
          {cancelled ? t('portal.resume') : t('portal.cancel')}
        </Button>
      </HStack>
      <ConfirmDialog
        open={asking}
        title={t('portal.confirmCancelTitle')}
        body={t('portal.confirmCancelBody', { date: end })}
        confirmLabel={t('portal.cancel')}
        keepLabel={t('portal.keepSubscription')}
        pending={busy}
        onConfirm={() => void act('cancel')}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}

/**
 * /billing: the billing portal (member only). Current plan and renewal date, change plan,
 * cancel at period end and resume, invoices in rupees. Everything comes from the API.
 */
export function BillingPortalPage({ goTo = leaveFor }: { goTo?: (url: string) => void }) {
  const { t } = useTranslation('billing');
  const { subscription, failed, reload, setSubscription } = useSubscription();

  const changed = (next: SubscriptionDetail) => {
    setSubscription(next);
  };

  let body: ReactNode;
  if (failed) {
    body = (
      <Stack gap="3" align="flex-start" role="alert">
        <Text>{t('portal.failed')}</Text>
        <Button variant="outline" onClick={() => void reload()}>
          {t('portal.retry')}
        </Button>
      </Stack>
    );
  } else if (!subscription) {
    body = (
      <HStack gap="3" role="status" py="8">
        <Spinner />
        <Text color="fg.muted">{t('portal.loading')}</Text>
      </HStack>
    );
  } else {
    const active =
      subscription.active && subscription.plan ? { ...subscription, plan: subscription.plan } : null;
    body = (
      <Stack gap="6">
        <Section title={t('portal.summary')}>
          {active ? (
            <ActiveSummary subscription={active} onChanged={changed} />
          ) : (
            <Stack gap="3" align="flex-start">
              <Text data-testid="portal-none">{t('portal.none')}</Text>
              <Button asChild colorPalette="brand">
                <RouterLink to="/dashboard#plans">{t('portal.choosePlan')}</RouterLink>
              </Button>
            </Stack>
          )}
        </Section>
        {active && !active.cancel_at_period_end ? (
          <Section title={t('portal.changePlan')}>
            <PlanChoices subscription={active} onChanged={changed} goTo={goTo} />
          </Section>
        ) : null}
        <Section title={t('portal.invoices')}>
          <InvoiceTable invoices={subscription.invoices} />
        </Section>
      </Stack>
    );
  }

  return (
    <MemberPage title={t('portal.title')} backFallback="/settings" maxWidth="4xl">
      {body}
    </MemberPage>
  );
}
