import { useTranslation } from '@premieres/i18n';
import { Check, X } from 'lucide-react';
import type { PasswordAssessment } from '../auth/passwordPolicy';

/** Strength meter and checklist under the sign-up password (the React PasswordStrength). */
export function PasswordMeter({ assessment }: { assessment: PasswordAssessment }) {
  const { t } = useTranslation('account');
  const { checks, score, total, label } = assessment;
  const summary = label ? t(`strength.${label}`) : t('strength.checksPassed', { passed: score, total });
  return (
    <div className="ap-strength" data-testid="password-strength">
      <div className="ap-strength-head">
        <span id="signup-strength-label">{t('strength.label')}</span>
        <strong data-testid="password-strength-label">{summary}</strong>
      </div>
      <progress
        className={`sp-progress ap-meter ap-meter-${label ?? 'Weak'}`}
        max={total}
        value={score}
        aria-labelledby="signup-strength-label"
      />
      <span className="sp-muted">{t('checklist.title')}</span>
      <ul className="ap-checks">
        {checks.map((check) => (
          <li key={check.key} data-met={check.met ? 'true' : 'false'}>
            {check.met ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
            {t(check.key)}
            <span className="sp-sr-only">{` (${check.met ? t('checklist.met') : t('checklist.notMet')})`}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
