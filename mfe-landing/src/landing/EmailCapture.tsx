import { type EmailRuleId, validateEmail } from '@premieres/contracts';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLandingNavigate } from './navigation';

/** Where Get Started leads: the sign-up form with the address filled in. */
export function signUpPath(email: string): string {
  return `/auth?${new URLSearchParams({ email: email.trim(), mode: 'signup' }).toString()}`;
}

/** 'Ready to watch?' e-mail box with Get Started. */
export function EmailCapture({ id }: { id?: string }) {
  const { t } = useTranslation('landing');
  const navigate = useLandingNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<EmailRuleId | null>(null);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    if (problem) {
      setError(problem);
      return;
    }
    navigate(signUpPath(email));
  };

  return (
    <form
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={t('actions.getStarted', { ns: 'common' })}
      className="lp-email lp-w-2xl"
    >
      <p className="lp-email-prompt">{t('emailBox.prompt')}</p>
      <div className="lp-email-row">
        <div className="lp-email-field">
          <label htmlFor={inputId} className="lp-sr-only">
            {t('emailBox.label')}
          </label>
          <input
            id={inputId}
            className="lp-input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            placeholder={t('emailBox.placeholder')}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <button type="submit" className="lp-btn lp-btn-xl lp-btn-brand">
          {t('actions.getStarted', { ns: 'common' })}
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="lp-email-error">
          {t(`rules.${error}`)}
        </p>
      ) : null}
    </form>
  );
}
