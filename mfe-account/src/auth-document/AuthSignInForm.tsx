import {
  hasErrors,
  normalizeEmail,
  SIGN_IN_WINDOW,
  type SignInField,
  validateSignIn,
} from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../auth/failureMessage';
import { useNotify } from '../contact-document/toasts';
import { ruleText } from '../i18n/ruleText';
import { AuthBanner } from './AuthBanner';
import { AuthField } from './AuthField';
import { type AuthCalls, isAuthFailure } from './auth-calls';
import { announceSuccess, serverFieldErrors, useInitialEmail } from './form-values';

const TOO_MANY_REQUESTS = 429;

export interface AuthSignInFormProps {
  calls: AuthCalls;
  /** The island has hydrated the page (until then the button is disabled: nothing to send with). */
  ready: boolean;
  initialEmail: string;
  onSignedIn: () => void;
  onForgotPassword: () => void;
}

/**
 * The prerendered /auth's Sign In (the React SignInForm in plain elements): the contracts'
 * validateSignIn checked when sent, the API's failure in the banner and a toast, its limit as the
 * rate-limited banner until the wait it named is over.
 */
export function AuthSignInForm({
  calls,
  ready,
  initialEmail,
  onSignedIn,
  onForgotPassword,
}: AuthSignInFormProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Partial<Record<SignInField, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** Minutes the API said to wait (0 when it did not say), or null when not locked. */
  const [lockedFor, setLockedFor] = useState<number | null>(null);
  const rateLimited = lockedFor !== null;
  useInitialEmail(email, initialEmail);

  // The API counts failures per client and address; once the wait it named is over, try again.
  useEffect(() => {
    if (lockedFor === null) return;
    const timer = setTimeout(
      () => setLockedFor(null),
      lockedFor > 0 ? lockedFor * 60_000 : SIGN_IN_WINDOW.windowMs,
    );
    return () => clearTimeout(timer);
  }, [lockedFor]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || rateLimited) return;
    const values = { email: email.current?.value ?? '', password: password.current?.value ?? '' };
    const found = validateSignIn(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setBanner(null);
    setSending(true);
    try {
      await calls.signIn({ email: normalizeEmail(values.email), password: values.password });
      announceSuccess(notify, t('toasts.signInSuccessTitle'), t('toasts.signInSuccessDescription'));
      onSignedIn();
    } catch (error) {
      const failure = isAuthFailure(error) ? error : null;
      const message = failureMessage(t, failure);
      const limited = failure?.statusCode === TOO_MANY_REQUESTS;
      setLockedFor(limited ? (failure.retryAfterMinutes ?? 0) : null);
      setBanner(limited ? null : message);
      setErrors(serverFieldErrors(failure));
      notify('error', t('toasts.signInFailed'), message);
      setSending(false);
    }
  };

  return (
    <form className="cp-form" onSubmit={send} noValidate aria-label={t('auth.tabs.signIn')}>
      {rateLimited ? (
        <AuthBanner
          status="warning"
          title={t('auth.rateLimitedTitle')}
          message={lockedFor ? t('auth.rateLimitedMinutes', { minutes: lockedFor }) : t('auth.rateLimited')}
        />
      ) : null}
      {banner ? <AuthBanner status="error" title={t('auth.errorTitle')} message={banner} /> : null}
      <AuthField
        form="signin"
        name="email"
        type="email"
        autoComplete="email"
        label={t('auth.fields.email')}
        placeholder={t('auth.placeholders.email')}
        errors={listOf(ruleText(t, errors.email))}
        inputRef={email}
        // another address has its own count
        onInput={() => setLockedFor(null)}
      />
      <AuthField
        form="signin"
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('auth.fields.password')}
        placeholder={t('auth.placeholders.password')}
        errors={listOf(ruleText(t, errors.password))}
        inputRef={password}
      />
      <button
        type="submit"
        className="sp-btn sp-btn-solid ap-submit"
        disabled={!ready || rateLimited || sending}
        aria-busy={sending}
      >
        {sending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
      <button type="button" className="ap-link" onClick={onForgotPassword}>
        {t('auth.forgotPassword')}
      </button>
    </form>
  );
}

const listOf = (message: string | undefined): string[] => (message ? [message] : []);
