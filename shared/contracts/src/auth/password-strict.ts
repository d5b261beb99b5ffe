import { TEXT_LIMITS } from '../constants';
import type { MessageId } from '../messages';
import { isCommonPassword } from './common-passwords';

export interface StrictPasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
  notCommon: boolean;
}

export interface StrictPasswordResult {
  /** At least 5 of the 6 checks pass. */
  valid: boolean;
  /** Number of checks passed, 0-6. */
  score: number;
  /** Message of every failed check, in check order, also when `valid` (then at most one, as advice). */
  errors: MessageId[];
  checks: StrictPasswordChecks;
}

export const STRICT_PASSWORD_MIN_SCORE = 5;

/** Anything that is not an ASCII letter, a digit or whitespace. */
const SPECIAL = /[^A-Za-z0-9\s]/;

const MESSAGES: Record<keyof StrictPasswordChecks, MessageId> = {
  length: 'password.tooShort',
  uppercase: 'password.needsUppercase',
  lowercase: 'password.needsLowercase',
  number: 'password.needsNumber',
  special: 'password.needsSpecial',
  notCommon: 'password.tooCommon',
};

/**
 * Landing-flow policy (spec §5): 12+ characters, upper, lower, number, special, not common.
 * The spec says "valid when at least 5 of 6 checks pass", so one failed check is tolerated
 * (whichever it is); its message is still listed in `errors` for the checklist, but it does not
 * block. When fewer than 5 pass, `errors` holds every failed check's message.
 */
export function checkStrictPassword(password: string): StrictPasswordResult {
  const checks: StrictPasswordChecks = {
    length: password.length >= TEXT_LIMITS.strictPasswordMin,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    special: SPECIAL.test(password),
    notCommon: !isCommonPassword(password),
  };
  const keys = Object.keys(checks) as (keyof StrictPasswordChecks)[];
  const errors = keys.filter((key) => !checks[key]).map((key) => MESSAGES[key]);
  const score = keys.length - errors.length;
  return { valid: score >= STRICT_PASSWORD_MIN_SCORE, score, errors, checks };
}
