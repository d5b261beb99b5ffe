/** Stable `code`s of auth failures the browser branches on. */
export const AUTH_ERROR_CODES = {
  /** 429 on sign-in; the body carries retryAfterMinutes. */
  signInLocked: 'SIGN_IN_LOCKED',
} as const;
