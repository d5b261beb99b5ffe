import { TEXT_LIMITS } from '../constants';
import type { MessageId, RuleErrors } from '../messages';
import { sanitizeText } from '../text/sanitize';
import { validateEmail } from './email';
import { checkBasicPassword } from './password-basic';
import { checkStrictPassword } from './password-strict';

/** 'strict': landing-flow 12-character policy; 'basic': admin-era 8-character policy. */
export type PasswordPolicy = 'basic' | 'strict';

export type SignInField = 'email' | 'password';
export type SignUpField = 'fullName' | 'email' | 'password' | 'confirmPassword';

/** Full name, after sanitising, needs at least 2 characters. */
export function validateFullName(value: string | null | undefined): MessageId | null {
  return sanitizeText(value).length < TEXT_LIMITS.nameMin ? 'signUp.fullNameTooShort' : null;
}

export function validateConfirmPassword(
  password: string,
  confirm: string | null | undefined,
): MessageId | null {
  if (!confirm) return 'signUp.confirmRequired';
  return confirm === password ? null : 'signUp.passwordsDoNotMatch';
}

/**
 * One message for the password field under a policy: 'Password is required' when empty, else
 * the first failed check's message when the policy is not met (strict: fewer than 5 of 6 pass).
 * Passwords are never sanitised.
 */
export function validatePassword(
  password: string | null | undefined,
  policy: PasswordPolicy,
): MessageId | null {
  if (!password) return 'password.required';
  const result = policy === 'strict' ? checkStrictPassword(password) : checkBasicPassword(password);
  return result.valid ? null : (result.errors[0] ?? null);
}

function collect<F extends string>(entries: [F, MessageId | null][]): RuleErrors<F> {
  const errors: RuleErrors<F> = {};
  for (const [field, message] of entries) if (message) errors[field] = message;
  return errors;
}

/** Sign-in: e-mail rule, password required. Empty object = valid. */
export function validateSignIn(values: { email: string; password: string }): RuleErrors<SignInField> {
  return collect<SignInField>([
    ['email', validateEmail(values.email)],
    ['password', values.password ? null : 'password.required'],
  ]);
}

/** Sign-up under a password policy; confirmPassword is checked only when the form has it (not undefined). */
export function validateSignUp(
  values: { fullName: string; email: string; password: string; confirmPassword?: string },
  policy: PasswordPolicy,
): RuleErrors<SignUpField> {
  return collect<SignUpField>([
    ['fullName', validateFullName(values.fullName)],
    ['email', validateEmail(values.email)],
    ['password', validatePassword(values.password, policy)],
    [
      'confirmPassword',
      values.confirmPassword === undefined
        ? null
        : validateConfirmPassword(values.password, values.confirmPassword),
    ],
  ]);
}

/** Password reset request: the e-mail rule only. */
export function validatePasswordReset(values: { email: string }): RuleErrors<'email'> {
  return collect<'email'>([['email', validateEmail(values.email)]]);
}

export function hasErrors(errors: RuleErrors): boolean {
  return Object.keys(errors).length > 0;
}
