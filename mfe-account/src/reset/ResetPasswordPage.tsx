import { Button, Stack } from '@chakra-ui/react';
import { authApi } from '@premieres/api-client';
import { validateConfirmPassword } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../auth/apiErrors';
import { assessPassword, passwordErrors } from '../auth/passwordPolicy';
import { AuthCard } from '../components/AuthCard';
import { FormBanner } from '../components/FormBanner';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { PasswordStrength } from '../components/PasswordStrength';
import { translateMessage, translateMessages } from '../i18n/translateMessage';

// The API accepts any password that meets the 8-character policy (issue 4).
const POLICY = 'basic';

/** /reset-password?token=…: the target of the e-mailed reset link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const assessment = useMemo(() => assessPassword(password, POLICY), [password]);
  const errors = {
    password: passwordErrors(password, POLICY),
    confirm: validateConfirmPassword(password, confirm),
  };
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.password.length > 0 || errors.confirm) return;
    setSaving(true);
    setFailure(null);
    try {
      await authApi.completePasswordReset({ token, password });
      notify('success', t('toasts.passwordUpdatedTitle'), t('toasts.passwordUpdatedDescription'));
      navigate('/auth', { replace: true });
    } catch (error) {
      const message = serverMessage(t, error);
      setFailure(message);
      notify('error', t('toasts.resetFailed'), message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t('resetPage.title')} description={t('resetPage.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('resetPage.title')}>
        <Stack gap="4">
          {failure ? <FormBanner status="error" title={t('toasts.resetFailed')} message={failure} /> : null}
          <FormField
            label={t('auth.fields.newPassword')}
            error={submitted ? translateMessages(t, errors.password) : undefined}
          >
            <PasswordInput
              name="password"
              autoComplete="new-password"
              placeholder={t('auth.placeholders.newPassword')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <PasswordStrength assessment={assessment} />
          <FormField
            label={t('auth.fields.confirmPassword')}
            error={submitted ? translateMessage(t, errors.confirm) : undefined}
            helper={matches ? t('auth.passwordsMatch') : null}
          >
            <PasswordInput
              name="confirmPassword"
              autoComplete="new-password"
              placeholder={t('auth.placeholders.confirmPassword')}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
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
