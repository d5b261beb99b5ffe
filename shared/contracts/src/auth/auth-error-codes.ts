/** Stable `code`s of auth failures the browser branches on. */
export const AUTH_ERROR_CODES = {
  /** 429 on sign-in; the body carries retryAfterMinutes. */
  signInLocked: 'SIGN_IN_LOCKED',
  /** 401 on sign-in: wrong e-mail or password. */
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** 409 on sign-up: the e-mail has an account. */
  emailTaken: 'EMAIL_ALREADY_REGISTERED',
  /** 400 on a reset or confirmation link that is wrong or used up. */
  invalidToken: 'INVALID_TOKEN',
} as const;
