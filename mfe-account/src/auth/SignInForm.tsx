import { Button, Input, Stack } from '@chakra-ui/react';
import { authApi, isApiRequestError } from '@premieres/api-client';
import {
  type AuthSession,
  normalizeEmail,
  SIGN_IN_WINDOW,
  type SignInField,
  validateSignIn,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify, toaster } from '@premieres/ui';
import { rulesResolver } from '@premieres/ui/forms';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormBanner } from '../components/FormBanner';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { ruleText } from '../i18n/ruleText';
import { errorStatus, serverFieldErrors, serverMessage } from './apiErrors';

const TOO_MANY_REQUESTS = 429;

interface Values {
  email: string;
  password: string;
}

const resolver = rulesResolver<Values>(validateSignIn);

export interface SignInFormProps {
  initialEmail: string;
  onSignedIn: (session: AuthSession) => void;
  onForgotPassword: () => void;
}

export function SignInForm({ initialEmail, onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation('account');
  // Checked when sent, and again only when sent again (the messages stay while the member types).
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors } = formState;
  const [banner, setBanner] = useState<string | null>(null);
  /** Minutes the API said to wait (0 when it did not say), or null when not locked. */
  const [lockedFor, setLockedFor] = useState<number | null>(null);
  const rateLimited = lockedFor !== null;

  // The API counts failures per client and address; once the wait it named is over, try again.
  useEffect(() => {
    if (lockedFor === null) return;
    const timer = setTimeout(
      () => setLockedFor(null),
      lockedFor > 0 ? lockedFor * 60_000 : SIGN_IN_WINDOW.windowMs,
    );
    return () => clearTimeout(timer);
  }, [lockedFor]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setBanner(null);
    try {
      const session = await authApi.signIn({ email: normalizeEmail(email), password });
      // An earlier try's 'Sign in failed' must not follow the member onto the dashboard.
      toaster.dismiss();
      notify('success', t('toasts.signInSuccessTitle'), t('toasts.signInSuccessDescription'));
      onSignedIn(session);
    } catch (error) {
      const message = serverMessage(t, error);
      const limited = errorStatus(error) === TOO_MANY_REQUESTS;
      setLockedFor(limited ? (isApiRequestError(error) ? (error.retryAfterMinutes ?? 0) : 0) : null);
      setBanner(limited ? null : message);
      for (const [field, fieldMessage] of Object.entries(serverFieldErrors(error))) {
        setError(field as SignInField, { type: 'server', message: fieldMessage });
      }
      notify('error', t('toasts.signInFailed'), message);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.tabs.signIn')}>
      <Stack gap="4">
        {rateLimited ? (
          <FormBanner
            status="warning"
            title={t('auth.rateLimitedTitle')}
            message={lockedFor ? t('auth.rateLimitedMinutes', { minutes: lockedFor }) : t('auth.rateLimited')}
          />
        ) : null}
        {banner ? <FormBanner status="error" title={t('auth.errorTitle')} message={banner} /> : null}
        <FormField label={t('auth.fields.email')} error={ruleText(t, errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            // another address has its own count
            {...register('email', { onChange: () => setLockedFor(null) })}
          />
        </FormField>
        <FormField label={t('auth.fields.password')} error={ruleText(t, errors.password?.message)}>
          <PasswordInput
            autoComplete="current-password"
            placeholder={t('auth.placeholders.password')}
            {...register('password')}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={formState.isSubmitting}
          loadingText={t('auth.signingIn')}
          disabled={rateLimited}
        >
          {t('auth.signIn')}
        </Button>
        <Button type="button" variant="plain" size="sm" alignSelf="center" onClick={onForgotPassword}>
          {t('auth.forgotPassword')}
        </Button>
      </Stack>
    </form>
  );
}
