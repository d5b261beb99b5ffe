import { Button, Stack } from '@chakra-ui/react';
import { authApi } from '@premieres/api-client';
import { validateConfirmPassword } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { fieldMessages, rulesResolver } from '@premieres/ui/forms';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../auth/apiErrors';
import { assessPassword, passwordErrors } from '../auth/passwordPolicy';
import { AuthCard } from '../components/AuthCard';
import { FormBanner } from '../components/FormBanner';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { PasswordStrength } from '../components/PasswordStrength';
import { ruleText, ruleTexts } from '../i18n/ruleText';

// The API accepts any password that meets the 8-character policy (issue 4).
const POLICY = 'basic';

interface Values {
  password: string;
  confirmPassword: string;
}

const resolver = rulesResolver<Values>(({ password, confirmPassword }) => ({
  password: passwordErrors(password, POLICY),
  confirmPassword: validateConfirmPassword(password, confirmPassword) || undefined,
}));

/** /reset-password?token=…: the target of the e-mailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  // Checked when sent; from then on the messages follow the values.
  const { register, handleSubmit, formState, trigger, watch } = useForm<Values>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitted } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const password = watch('password');
  const confirm = watch('confirmPassword');

  const assessment = useMemo(() => assessPassword(password, POLICY), [password]);
  const matches = confirm.length > 0 && confirm === password;

  if (!token) {
    return (
      <AuthCard title={t('resetPage.title')}>
        <Stack gap="4">
          <FormBanner status="error" title={t('toasts.resetFailed')} message={t('resetPage.missingToken')} />
          <Button asChild variant="outline">
            <Link to="/auth">{t('resetPage.backToSignIn')}</Link>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  // The confirmation is checked against the password: a shown confirmation message follows it.
  const onPasswordChange = () => {
    if (isSubmitted) void trigger('confirmPassword');
  };

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await authApi.completePasswordReset({ token, password });
      notify('success', t('toasts.passwordUpdatedTitle'), t('toasts.passwordUpdatedDescription'));
      navigate('/auth', { replace: true });
    } catch (error) {
      const message = serverMessage(t, error);
      setFailure(message);
      notify('error', t('toasts.resetFailed'), message);
    }
  });

  return (
    <AuthCard title={t('resetPage.title')} description={t('resetPage.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('resetPage.title')}>
        <Stack gap="4">
          {failure ? <FormBanner status="error" title={t('toasts.resetFailed')} message={failure} /> : null}
          <FormField
            label={t('auth.fields.newPassword')}
            error={ruleTexts(t, fieldMessages(errors.password))}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('auth.placeholders.newPassword')}
              {...register('password', { onChange: onPasswordChange })}
            />
          </FormField>
          <PasswordStrength assessment={assessment} />
          <FormField
            label={t('auth.fields.confirmPassword')}
            error={ruleText(t, errors.confirmPassword?.message)}
            helper={matches ? t('auth.passwordsMatch') : null}
          >
            <PasswordInput
              autoComplete="new-password"
              placeholder={t('auth.placeholders.confirmPassword')}
              {...register('confirmPassword')}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            loading={formState.isSubmitting}
            loadingText={t('resetPage.submitting')}
            disabled={!assessment.acceptable}
          >
            {t('resetPage.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
