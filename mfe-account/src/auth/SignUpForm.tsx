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
import { fieldMessages, rulesResolver } from '@premieres/ui/forms';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { PasswordStrength } from '../components/PasswordStrength';
import { ruleTexts } from '../i18n/ruleText';
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

const resolver = rulesResolver<Values>((values) => validate(values, POLICY));

export function SignUpForm({ initialEmail, onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation('account');
  // A field's messages show once it was left (or the form sent), and follow its value from then on.
  const { register, handleSubmit, formState, setError, trigger, watch } = useForm<Values>({
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: { fullName: '', email: initialEmail, password: '', confirmPassword: '' },
  });
  const { errors, touchedFields, isSubmitted } = formState;
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');
  const assessment = useMemo(() => assessPassword(password, POLICY), [password]);
  const passwordsMatch = confirmPassword.length > 0 && confirmPassword === password;

  const shownError = (field: SignUpField): string[] => ruleTexts(t, fieldMessages(errors[field]));

  // The confirmation is checked against the password: a shown confirmation message follows it.
  const onPasswordChange = () => {
    if (isSubmitted || touchedFields.confirmPassword) void trigger('confirmPassword');
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!assessment.acceptable) return;
    try {
      const session = await authApi.signUp({
        fullName: sanitizeText(values.fullName),
        email: normalizeEmail(values.email),
        password: values.password,
      });
      notify('success', t('toasts.signUpSuccessTitle'), t('toasts.signUpSuccessDescription'));
      onSignedUp(session);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        setError(field as SignUpField, { type: 'server', message });
      }
      notify('error', t('toasts.signUpFailed'), serverMessage(t, error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.tabs.signUp')}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('auth.strictPolicyNote')}
        </Text>
        <FormField label={t('auth.fields.fullName')} error={shownError('fullName')}>
          <Input
            autoComplete="name"
            placeholder={t('auth.placeholders.fullName')}
            {...register('fullName')}
          />
        </FormField>
        <FormField label={t('auth.fields.email')} error={shownError('email')}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            {...register('email')}
          />
        </FormField>
        <FormField label={t('auth.fields.password')} error={shownError('password')}>
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('auth.placeholders.newPassword')}
            {...register('password', { onChange: onPasswordChange })}
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
            {...register('confirmPassword')}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={formState.isSubmitting}
          loadingText={t('auth.creatingAccount')}
          disabled={!assessment.acceptable}
        >
          {t('auth.createAccount')}
        </Button>
      </Stack>
    </form>
  );
}
