import {
  checkBasicPassword,
  checkStrictPassword,
  type MessageId,
  type PasswordPolicy,
  type PasswordStrengthLabel,
  STRICT_PASSWORD_MIN_SCORE,
  validatePassword,
} from '@premieres/contracts';
import type { AccountKey } from '../i18n/keys';

export interface PolicyCheck {
  /** i18n key of the checklist line (namespace 'account'). */
  key: AccountKey;
  met: boolean;
}

export interface PasswordAssessment {
  checks: PolicyCheck[];
  score: number;
  total: number;
  /** Weak / Good / Strong. */
  label: PasswordStrengthLabel | null;
  /** Create Account may be pressed. */
  acceptable: boolean;
}

/**
 * Checklist, meter and gate for a new password: 'strict' for sign-up (what the API applies there),
 * 'basic' for the reset page (the API's reset policy).
 */
export function assessPassword(password: string, policy: PasswordPolicy): PasswordAssessment {
  const basic = checkBasicPassword(password);
  if (policy === 'basic') {
    return {
      checks: [
        { key: 'checklist.length8', met: basic.checks.length8 },
        { key: 'checklist.uppercase', met: basic.checks.uppercase },
        { key: 'checklist.lowercase', met: basic.checks.lowercase },
        { key: 'checklist.number', met: basic.checks.number },
      ],
      score: basic.score,
      total: 4,
      label: basic.label,
      acceptable: basic.valid,
    };
  }
  const strict = checkStrictPassword(password);
  return {
    checks: [
      { key: 'checklist.length12', met: strict.checks.length },
      { key: 'checklist.uppercase', met: strict.checks.uppercase },
      { key: 'checklist.lowercase', met: strict.checks.lowercase },
      { key: 'checklist.number', met: strict.checks.number },
      { key: 'checklist.special', met: strict.checks.special },
      { key: 'checklist.notCommon', met: strict.checks.notCommon },
    ],
    score: strict.score,
    total: 6,
    label: strictLabel(strict.score),
    acceptable: strict.valid,
  };
}

/** The meter's word for the strict score: under 5 of 6 is refused (Weak), 5 Good, all 6 Strong. */
function strictLabel(score: number): PasswordStrengthLabel {
  if (score < STRICT_PASSWORD_MIN_SCORE) return 'Weak';
  return score === 6 ? 'Strong' : 'Good';
}

/**
 * Message ids for the password field (contracts', shown through ruleTexts); empty when acceptable. The strict
 * policy lists every failed check, so its last one ('too common') is ever shown.
 */
export function passwordErrors(password: string, policy: PasswordPolicy): MessageId[] {
  if (!password || policy === 'basic') {
    const message = validatePassword(password, policy);
    return message ? [message] : [];
  }
  const strict = checkStrictPassword(password);
  return strict.valid ? [] : strict.errors;
}
