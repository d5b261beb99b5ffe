import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { useNavigate } from 'react-router-dom';
import { type DetailRow, DetailRows } from '../DetailRows';
import { formatDate } from '../formatDate';
import { usePlanName } from '../planName';
import { SettingsCard } from './SettingsCard';
import { PLANS_SECTION_ID, scrollWhenPresent } from './scrollWhenPresent';

/** Current plan (or Free) and end date from the auth store; Change Plan; Billing History (not built). */
export function SubscriptionCard() {
  const { t, i18n } = useTranslation('account');
  const subscription = useAuthStore((state) => state.subscription);
  const planName = usePlanName(subscription);
  const endDate = subscription.subscribed ? formatDate(subscription.subscription_end, i18n.language) : '';
  const navigate = useNavigate();
  const rows: DetailRow[] = [{ label: t('settings.currentPlan'), value: planName, testId: 'settings-plan' }];
  if (endDate) rows.push({ label: t('settings.endDate'), value: endDate, testId: 'settings-plan-end' });

  const changePlan = () => {
    void navigate({ pathname: '/', hash: PLANS_SECTION_ID });
    scrollWhenPresent(PLANS_SECTION_ID);
  };

  return (
    <SettingsCard id="settings-subscription" title={t('settings.subscriptionSection')}>
      <Stack gap="4">
        <DetailRows rows={rows} />
        <HStack gap="3" wrap="wrap">
          <Button type="button" colorPalette="brand" onClick={changePlan}>
            {t('settings.changePlan')}
          </Button>
          {/* Billing is not built yet: disabled, with the reason next to it, rather than a dead button. */}
          <Button type="button" variant="outline" disabled aria-describedby="billing-history-note">
            {t('settings.billingHistory')}
          </Button>
        </HStack>
        <Text id="billing-history-note" fontSize="sm" color="fg.muted">
          {t('settings.billingUnavailable')}
        </Text>
      </Stack>
    </SettingsCard>
  );
}
