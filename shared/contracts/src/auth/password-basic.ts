import { TEXT_LIMITS } from '../constants';
import type { MessageId } from '../messages';

export interface BasicPasswordChecks {
  length8: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
}

export type PasswordStrengthLabel = 'Weak' | 'Good' | 'Strong';

export interface BasicPasswordResult {
  /** All four checks pass (Create Account stays disabled until then). */
  valid: boolean;
  /** Number of checks passed, 0-4. */
  score: number;
  checks: BasicPasswordChecks;
  label: PasswordStrengthLabel;
  /** Message of every failed check, in check order. */
  errors: MessageId[];
}

/** Weak under 3, Good at 3, Strong at 4 or more. */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score < 3) return 'Weak';
  if (score === 3) return 'Good';
  return 'Strong';
}

/** Admin-era sign-up policy (spec §5): 8+ characters, upper, lower, number; all four required. */
export function checkBasicPassword(password: string): BasicPasswordResult {
  const checks: BasicPasswordChecks = {
    length8: password.length >= TEXT_LIMITS.basicPasswordMin,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
  };
  const errors: MessageId[] = [];
  if (!checks.length8) errors.push('password.tooShortBasic');
  if (!checks.uppercase) errors.push('password.needsUppercase');
  if (!checks.lowercase) errors.push('password.needsLowercase');
  if (!checks.number) errors.push('password.needsNumber');
  const score = 4 - errors.length;
  return { valid: score === 4, score, checks, label: strengthLabel(score), errors };
}
