import { Box, Button, Card, Link as ChakraLink, Code, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { type DetailRow, DetailRows } from '../member/DetailRows';
import { formatDate } from '../member/formatDate';
import { MemberPage } from '../member/MemberPage';
import { usePlanName } from '../member/planName';
import { useSubscriptionCheck } from './useSubscriptionCheck';

function Verifying() {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" gap="4" py="16" role="status" aria-live="polite" data-testid="success-verifying">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted">{t('success.verifying')}</Text>
    </Stack>
  );
}

/**
 * /success?session_id=…: after the check, 'Payment Successful' with plan and next billing date
 * when the store holds a subscription; otherwise a plain "not confirmed yet" (no plan invented).
 */
export function SuccessPage() {
  const { t, i18n } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const verifying = useSubscriptionCheck(sessionId);
  const subscription = useAuthStore((state) => state.subscription);
  const planName = usePlanName(subscription);

  if (verifying) {
    return (
      <MemberPage title={t('success.pageTitle')} backFallback="/">
        <Verifying />
      </MemberPage>
    );
  }

  const confirmed = subscription.subscribed;
  const rows: DetailRow[] = [];
  if (confirmed) {
    rows.push({ label: t('success.plan'), value: planName, testId: 'success-plan' });
    const nextBilling = formatDate(subscription.subscription_end, i18n.language);
    if (nextBilling)
      rows.push({ label: t('success.nextBilling'), value: nextBilling, testId: 'success-next' });
  }

  return (
    <MemberPage title={confirmed ? t('success.title') : t('success.pageTitle')} backFallback="/">
      <Card.Root>
        <Card.Body>
          <Stack gap="5">
            <HStack gap="3" align="flex-start">
              <Box color={confirmed ? 'green.400' : 'orange.300'} pt="0.5">
                {confirmed ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
              </Box>
              <Text data-testid="success-status">
                {confirmed ? t('success.thanks') : t('success.notConfirmed')}
              </Text>
            </HStack>
            {rows.length > 0 ? <DetailRows rows={rows} /> : null}
            {sessionId ? (
              <Text fontSize="sm" color="fg.subtle">
                {t('success.reference')} <Code>{sessionId}</Code>
              </Text>
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink to="/">{t('success.startWatching')}</RouterLink>
              </Button>
              {/* The billing portal is not built: disabled, with the reason, not a dead button. */}
              <Button type="button" variant="outline" disabled aria-describedby="manage-subscription-note">
                {t('success.manageSubscription')}
              </Button>
            </HStack>
            <Text id="manage-subscription-note" fontSize="sm" color="fg.muted">
              {t('success.manageUnavailable')}
            </Text>
            {confirmed ? null : (
              <Text fontSize="sm" color="fg.muted">
                {t('success.needHelp')}{' '}
                <ChakraLink asChild textDecoration="underline">
                  <RouterLink to="/contact">{t('success.contactSupport')}</RouterLink>
                </ChakraLink>
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </MemberPage>
  );
}
