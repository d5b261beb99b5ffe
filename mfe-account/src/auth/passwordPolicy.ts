import {
  checkBasicPassword,
  checkStrictPassword,
  type PasswordPolicy,
  type PasswordStrengthLabel,
  validatePassword,
} from '@premieres/contracts';

export interface PolicyCheck {
  /** i18n key of the checklist line (namespace 'account'). */
  key: string;
  met: boolean;
}

export interface PasswordAssessment {
  checks: PolicyCheck[];
  score: number;
  total: number;
  /** Strength label of the 8-character policy; the strict policy only keeps a score. */
  label: PasswordStrengthLabel | null;
  /** Create Account may be pressed. */
  acceptable: boolean;
}

/**
 * Checklist, meter and gate for the sign-up password. The strict (landing-flow) policy is applied
 * on top of the 8-character one, which the API always enforces.
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
    label: null,
    acceptable: strict.valid && basic.valid,
  };
}

/**
 * Messages for the password field (English, from contracts); empty when acceptable. The strict
 * policy lists every failed check, so its last one ('too common') is ever shown.
 */
export function passwordErrors(password: string, policy: PasswordPolicy): string[] {
  if (!password || policy === 'basic') {
    const message = validatePassword(password, policy);
    return message ? [message] : [];
  }
  const strict = checkStrictPassword(password);
  if (!strict.valid) return strict.errors;
  const basic = validatePassword(password, 'basic');
  return basic ? [basic] : [];
}
