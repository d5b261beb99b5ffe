import { Box, Button, Card, Link as ChakraLink, Code, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BILLING_PORTAL_PATH } from '../billing/paths';
import { type DetailRow, DetailRows } from '../member/DetailRows';
import { formatDate } from '../member/formatDate';
import { MemberPage } from '../member/MemberPage';
import { type CheckoutOutcome, useCheckoutOutcome } from './useCheckoutOutcome';

function Verifying() {
  const { t } = useTranslation('account');
  return (
    <Stack align="center" gap="4" py="16" role="status" aria-live="polite" data-testid="success-verifying">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text color="fg.muted">{t('success.verifying')}</Text>
    </Stack>
  );
}

/** The message of an outcome other than paid: never a success. */
function useProblemText(outcome: CheckoutOutcome): string {
  const { t } = useTranslation(['billing', 'account']);
  switch (outcome.kind) {
    case 'open':
      return t('account:success.notConfirmed');
    case 'declined':
    case 'expired':
    case 'notFound':
    case 'missing':
    case 'failed':
      return t(`billing:success.${outcome.kind}`);
    default:
      return t('billing:success.signIn');
  }
}

function Problem({ outcome, sessionId }: { outcome: CheckoutOutcome; sessionId: string | null }) {
  const { t } = useTranslation(['billing', 'account']);
  const text = useProblemText(outcome);
  const signedOut = outcome.kind === 'signedOut';
  const returnTo = `/success${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ''}`;
  return (
    <Stack gap="5">
      <HStack gap="3" align="flex-start">
        <Box color="orange.300" pt="0.5">
          <CircleAlert aria-hidden="true" />
        </Box>
        <Text data-testid="success-status" role="alert">
          {text}
        </Text>
      </HStack>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          {signedOut ? (
            <RouterLink to={`/auth?returnTo=${encodeURIComponent(returnTo)}`}>
              {t('success.signInButton')}
            </RouterLink>
          ) : (
            <RouterLink to="/dashboard#plans">{t('success.choosePlan')}</RouterLink>
          )}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('account:success.needHelp')}{' '}
        <ChakraLink asChild textDecoration="underline">
          <RouterLink to="/contact">{t('account:success.contactSupport')}</RouterLink>
        </ChakraLink>
      </Text>
    </Stack>
  );
}

function Paid({ outcome }: { outcome: Extract<CheckoutOutcome, { kind: 'paid' }> }) {
  const { t, i18n } = useTranslation(['account', 'billing']);
  const { session } = outcome;
  const rows: DetailRow[] = [
    { label: t('success.plan'), value: t(`plans.${session.plan}`), testId: 'success-plan' },
    {
      label: t('billing:success.amount'),
      value: formatRupees(session.amount_inr, i18n.language),
      testId: 'success-amount',
    },
  ];
  const next = formatDate(session.current_period_end, i18n.language);
  if (next) rows.push({ label: t('success.nextBilling'), value: next, testId: 'success-next' });
  return (
    <Stack gap="5">
      <HStack gap="3" align="flex-start">
        <Box color="green.400" pt="0.5">
          <CircleCheck aria-hidden="true" />
        </Box>
        <Text data-testid="success-status">
          {session.kind === 'upgrade' ? t('billing:success.upgraded') : t('success.thanks')}
        </Text>
      </HStack>
      <DetailRows rows={rows} />
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/dashboard">{t('success.startWatching')}</RouterLink>
        </Button>
        {/* Spec §2: Manage Subscription opens the billing portal in a new tab. */}
        <Button asChild variant="outline">
          <a href={BILLING_PORTAL_PATH} target="_blank" rel="noopener">
            {t('success.manageSubscription')}
          </a>
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * /success?session_id=…: the verifying spinner, then 'Payment Successful' with the plan and the
 * next billing date for a paid checkout of the signed-in member; a clear message otherwise
 * (declined, not paid, expired, unknown or another account's session), never a success.
 */
export function SuccessPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const outcome = useCheckoutOutcome(sessionId);
  const paid = outcome.kind === 'paid';
  return (
    <MemberPage title={paid ? t('success.title') : t('success.pageTitle')} backFallback="/">
      {outcome.kind === 'verifying' ? (
        <Verifying />
      ) : (
        <Card.Root>
          <Card.Body>
            <Stack gap="5">
              {outcome.kind === 'paid' ? (
                <Paid outcome={outcome} />
              ) : (
                <Problem outcome={outcome} sessionId={sessionId} />
              )}
              {sessionId ? (
                <Text fontSize="sm" color="fg.subtle">
                  {t('success.reference')} <Code>{sessionId}</Code>
                </Text>
              ) : null}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </MemberPage>
  );
}
