import { Button, HStack, Stack } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { BILLING_PORTAL_PATH, DASHBOARD_PLANS } from '../billing/paths';
import { type DetailRow, DetailRows } from '../member/DetailRows';
import { formatDate } from '../member/formatDate';
import { usePlanName } from '../member/planName';
import { SettingsCard } from './SettingsCard';
import { scrollWhenPresent } from './scrollWhenPresent';

/**
 * Current plan (or Free) and end date from the auth store (the API's subscription); Change Plan
 * goes to the dashboard's plans section; Billing History opens the billing portal.
 */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation('account');
  const subscription = useAuthStore((state) => state.subscription);
  const planName = usePlanName(subscription);
  const endDate = subscription.subscribed ? formatDate(subscription.subscription_end, i18n.language) : '';
  const navigate = useNavigate();
  const rows: DetailRow[] = [{ label: t('settings.currentPlan'), value: planName, testId: 'settings-plan' }];
  if (endDate) rows.push({ label: t('settings.endDate'), value: endDate, testId: 'settings-plan-end' });

  const changePlan = () => {
    void navigate({ pathname: DASHBOARD_PLANS.pathname, hash: DASHBOARD_PLANS.hash });
    scrollWhenPresent(DASHBOARD_PLANS.hash);
  };

  return (
    <SettingsCard id="settings-subscription" title={t('settings.subscriptionSection')}>
      <Stack gap="4">
        <DetailRows rows={rows} />
        <HStack gap="3" wrap="wrap">
          <Button type="button" colorPalette="brand" onClick={changePlan}>
            {t('settings.changePlan')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={BILLING_PORTAL_PATH}>{t('settings.billingHistory')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </SettingsCard>
  );
}
