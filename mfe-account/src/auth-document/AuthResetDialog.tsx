import { normalizeEmail, validatePasswordReset } from '@premieres/contracts';
import { useTranslation } from '@premieres/i18n';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { failureMessage } from '../auth/failureMessage';
import { useNotify } from '../contact-document/toasts';
import { ruleText } from '../i18n/ruleText';
import { AuthField } from './AuthField';
import { type AuthCalls, isAuthFailure } from './auth-calls';

export interface AuthResetDialogProps {
  calls: AuthCalls;
  onClose: () => void;
}

/**
 * Forgot password on the prerendered /auth (the React ResetPasswordDialog): a modal dialog that
 * asks for the address and sends the reset link; on success it closes (its field goes with it).
 * Escape, Cancel and a click outside close it.
 */
export function AuthResetDialog({ calls, onClose }: AuthResetDialogProps) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const email = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    email.current?.focus();
  }, []);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const value = email.current?.value ?? '';
    const found = validatePasswordReset({ email: value }).email ?? null;
    setError(found);
    if (found) return;
    setSending(true);
    try {
      await calls.requestPasswordReset(normalizeEmail(value));
      notify('success', t('toasts.resetSentTitle'), t('toasts.resetSentDescription'));
      onClose();
    } catch (failure) {
      notify('error', t('toasts.resetFailed'), failureMessage(t, isAuthFailure(failure) ? failure : null));
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const message = ruleText(t, error);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes, as Chakra's dialog; Escape and Cancel do too.
    <div
      className="ap-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="ap-dialog" role="dialog" aria-modal="true" aria-labelledby="reset-title">
        <form className="cp-form" onSubmit={send} noValidate>
          <h2 id="reset-title">{t('resetDialog.title')}</h2>
          <p className="sp-muted sp-small">{t('resetDialog.description')}</p>
          <AuthField
            form="reset"
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            placeholder={t('auth.placeholders.email')}
            errors={message ? [message] : []}
            inputRef={email}
          />
          <div className="ap-actions">
            <button type="button" className="sp-btn" onClick={onClose}>
              {t('resetDialog.cancel')}
            </button>
            <button type="submit" className="sp-btn sp-btn-solid" disabled={sending} aria-busy={sending}>
              {sending ? t('resetDialog.sending') : t('resetDialog.send')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
