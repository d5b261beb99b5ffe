import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { authApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { useTranslation } from '@premieres/i18n';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../auth/apiErrors';
import { AuthCard } from '../components/AuthCard';
import { FormBanner } from '../components/FormBanner';
import { confirmOnce } from './confirmOnce';

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

/** /auth/confirm?token=…: the target of the welcome e-mail's confirmation link. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuthStore((state) => state.user !== null);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'confirming' } : { state: 'failed', message: t('confirm.missingToken') },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      async () => {
        if (active) setOutcome({ state: 'confirmed' });
        await refreshSignedInUser();
      },
      (error: unknown) => {
        if (active) setOutcome({ state: 'failed', message: serverMessage(t, error) });
      },
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  const next = signedIn ? (
    <Button asChild colorPalette="brand">
      <Link to="/dashboard">{t('confirm.toDashboard')}</Link>
    </Button>
  ) : (
    <Button asChild colorPalette="brand">
      <Link to="/auth">{t('confirm.toSignIn')}</Link>
    </Button>
  );

  return (
    <AuthCard title={t('confirm.title')}>
      <Stack gap="4" aria-live="polite">
        {outcome.state === 'confirming' ? (
          <Stack direction="row" align="center" gap="3" role="status">
            <Spinner size="sm" />
            <Text>{t('confirm.confirming')}</Text>
          </Stack>
        ) : null}
        {outcome.state === 'confirmed' ? (
          <>
            <Text fontSize="lg" fontWeight="semibold" color="green.400">
              {t('confirm.successTitle')}
            </Text>
            <Text>{t('confirm.successText')}</Text>
            {next}
          </>
        ) : null}
        {outcome.state === 'failed' ? (
          <>
            <FormBanner status="error" title={t('confirm.errorTitle')} message={outcome.message} />
            {next}
          </>
        ) : null}
      </Stack>
    </AuthCard>
  );
}

/** A signed-in visitor's stored user now has `confirmed: true`. */
async function refreshSignedInUser(): Promise<void> {
  const { accessToken, setSession } = useAuthStore.getState();
  if (!accessToken) return;
  try {
    setSession({ user: await authApi.me(), accessToken });
  } catch {
    // The stale flag is harmless; the next refresh brings the new one.
  }
}
