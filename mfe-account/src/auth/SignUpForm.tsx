import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { authApi } from '@premieres/api-client';
import {
  type AuthSession,
  normalizeEmail,
  type PasswordPolicy,
  type SignUpField,
  sanitizeText,
  validateSignUp,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { notify } from '@premieres/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { PasswordStrength } from '../components/PasswordStrength';
import { translateMessages } from '../i18n/translateMessage';
import { serverFieldErrors, serverMessage } from './apiErrors';
import { assessPassword, passwordErrors } from './passwordPolicy';

/** Spec §5 sign-up policy, the one the API applies: 12+ characters, valid when 5 of 6 checks pass. */
const POLICY: PasswordPolicy = 'strict';

export interface SignUpFormProps {
  initialEmail: string;
  onSignedUp: (session: AuthSession) => void;
}

interface Values {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

type Errors = Partial<Record<SignUpField, string[]>>;

function validate(values: Values, policy: PasswordPolicy): Errors {
  const errors: Errors = {};
  for (const [field, message] of Object.entries(validateSignUp(values, policy))) {
    errors[field as SignUpField] = [message];
  }
  // Every failed check of the strict policy, so its last one ('too common') is shown too.
  const password = passwordErrors(values.password, policy);
  if (password.length > 0) errors.password = password;
  return errors;
}

export function SignUpForm({ initialEmail, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<Values>({
    fullName: '',
    email: initialEmail,
    password: '',
    confirmPassword: '',
  });
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  const errors = useMemo(() => validate(values, POLICY), [values]);
  const assessment = useMemo(() => assessPassword(values.password, POLICY), [values.password]);
  const passwordsMatch = values.confirmPassword.length > 0 && values.confirmPassword === values.password;

  const shownError = (field: SignUpField): string[] => {
    const server = serverErrors[field];
    const own = submitted || touched[field] ? errors[field] : undefined;
    return translateMessages(t, own ?? (server ? [server] : []));
  };

  const bind = (field: SignUpField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    },
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || !assessment.acceptable) return;
    setSubmitting(true);
    try {
      const session = await authApi.signUp({
        fullName: sanitizeText(values.fullName),
        email: normalizeEmail(values.email),
        password: values.password,
      });
      notify('success', t('toasts.signUpSuccessTitle'), t('toasts.signUpSuccessDescription'));
      onSignedUp(session);
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify('error', t('toasts.signUpFailed'), serverMessage(t, error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.tabs.signUp')}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('auth.strictPolicyNote')}
        </Text>
        <FormField label={t('auth.fields.fullName')} error={shownError('fullName')}>
          <Input autoComplete="name" placeholder={t('auth.placeholders.fullName')} {...bind('fullName')} />
        </FormField>
        <FormField label={t('auth.fields.email')} error={shownError('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            {...bind('email')}
          />
        </FormField>
        <FormField label={t('auth.fields.password')} error={shownError('password')}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('auth.placeholders.newPassword')}
            {...bind('password')}
          />
        </FormField>
        <PasswordStrength assessment={assessment} />
        <FormField
          label={t('auth.fields.confirmPassword')}
          error={shownError('confirmPassword')}
          helper={
            passwordsMatch ? (
              <Text as="span" color="green.400" data-testid="passwords-match">
                {t('auth.passwordsMatch')}
              </Text>
            ) : null
          }
        >
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('auth.placeholders.confirmPassword')}
            {...bind('confirmPassword')}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={submitting}
          loadingText={t('auth.creatingAccount')}
          disabled={!assessment.acceptable}
        >
          {t('auth.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
