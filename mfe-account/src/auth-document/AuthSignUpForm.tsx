import {
  normalizeEmail,
  type PasswordPolicy,
  type SignUpField,
  sanitizeText,
  validateSignUp,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../auth/failureMessage';
import { assessPassword, passwordErrors } from '../auth/passwordPolicy';
import { useNotify } from '../contact-document/toasts';
import { ruleText, ruleTexts } from '../i18n/ruleText';
import { AuthField } from './AuthField';
import { type AuthCalls, isAuthFailure } from './auth-calls';
import { announceSuccess, serverFieldErrors, useInitialEmail } from './form-values';
import { PasswordMeter } from './PasswordMeter';

/** Spec §5 sign-up policy, the one the API applies (as SignUpForm). */
const POLICY: PasswordPolicy = 'strict';
const FIELDS: readonly SignUpField[] = ['fullName', 'email', 'password', 'confirmPassword'];

type Values = Record<SignUpField, string>;
const EMPTY: Values = { fullName: '', email: '', password: '', confirmPassword: '' };

/** SignUpForm's rules: the contracts' validateSignUp, and every failed check of the password. */
function validate(values: Values): Partial<Record<SignUpField, string[]>> {
  const errors: Partial<Record<SignUpField, string[]>> = {};
  for (const [field, message] of Object.entries(validateSignUp(values, POLICY))) {
    errors[field as SignUpField] = [message];
  }
  const password = passwordErrors(values.password, POLICY);
  if (password.length > 0) errors.password = password;
  return errors;
}

export interface AuthSignUpFormProps {
  calls: AuthCalls;
  ready: boolean;
  initialEmail: string;
  onSignedUp: () => void;
}

/**
 * The prerendered /auth's Sign Up (the React SignUpForm in plain elements): a field's messages
 * show once it was left (or the form sent) and follow its value from then on; the meter and
 * checklist follow the password; Create Account waits for an acceptable one.
 */
export function AuthSignUpForm({ calls, ready, initialEmail, onSignedUp }: AuthSignUpFormProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const form = useRef<HTMLFormElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<SignUpField, string>>>({});
  const [sending, setSending] = useState(false);
  const assessment = useMemo(() => assessPassword(values.password, POLICY), [values.password]);
  const errors = useMemo(() => validate(values), [values]);
  const passwordsMatch = values.confirmPassword.length > 0 && values.confirmPassword === values.password;

  /** The inputs' values (uncontrolled: typed before hydration too). */
  const read = (): Values => {
    const elements = form.current?.elements;
    const value = (name: SignUpField) => (elements?.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    return {
      fullName: value('fullName'),
      email: value('email'),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
    };
  };
  useInitialEmail(email, initialEmail, () => setValues(read()));

  const shown = (field: SignUpField): string[] => {
    if (server[field]) return [ruleText(t, server[field]) ?? ''];
    return touched[field] || submitted ? ruleTexts(t, errors[field] ?? []) : [];
  };
  const changed = (field: SignUpField) => () => {
    setValues(read());
    setServer(({ [field]: _gone, ...rest }) => rest);
  };
  const left = (field: SignUpField) => () => setTouched((current) => ({ ...current, [field]: true }));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const current = read();
    setValues(current);
    setSubmitted(true);
    if (Object.keys(validate(current)).length > 0 || !assessPassword(current.password, POLICY).acceptable)
      return;
    setSending(true);
    try {
      await calls.signUp({
        fullName: sanitizeText(current.fullName),
        email: normalizeEmail(current.email),
        password: current.password,
      });
      announceSuccess(notify, t('toasts.signUpSuccessTitle'), t('toasts.signUpSuccessDescription'));
      onSignedUp();
    } catch (error) {
      const failure = isAuthFailure(error) ? error : null;
      const fields = serverFieldErrors(failure);
      setServer(
        Object.fromEntries(FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field]])),
      );
      notify('error', t('toasts.signUpFailed'), failureMessage(t, failure));
      setSending(false);
    }
  };

  return (
    <form ref={form} className="cp-form" onSubmit={send} noValidate aria-label={t('auth.tabs.signUp')}>
      <p className="ap-note">{t('auth.strictPolicyNote')}</p>
      <AuthField
        form="signup"
        name="fullName"
        autoComplete="name"
        label={t('auth.fields.fullName')}
        placeholder={t('auth.placeholders.fullName')}
        errors={shown('fullName')}
        onInput={changed('fullName')}
        onBlur={left('fullName')}
      />
      <AuthField
        form="signup"
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        placeholder={t('auth.placeholders.email')}
        errors={shown('email')}
        inputRef={email}
        onInput={changed('email')}
        onBlur={left('email')}
      />
      <AuthField
        form="signup"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('auth.fields.password')}
        placeholder={t('auth.placeholders.newPassword')}
        errors={shown('password')}
        onInput={changed('password')}
        onBlur={left('password')}
      />
      <PasswordMeter assessment={assessment} />
      <AuthField
        form="signup"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('auth.fields.confirmPassword')}
        placeholder={t('auth.placeholders.confirmPassword')}
        errors={shown('confirmPassword')}
        helper={
          passwordsMatch ? (
            <span className="ap-match" data-testid="passwords-match">
              {t('auth.passwordsMatch')}
            </span>
          ) : null
        }
        onInput={changed('confirmPassword')}
        onBlur={left('confirmPassword')}
      />
      <button
        type="submit"
        className="sp-btn sp-btn-solid ap-submit"
        disabled={!ready || sending || !assessment.acceptable}
        aria-busy={sending}
      >
        {sending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </button>
    </form>
  );
}
