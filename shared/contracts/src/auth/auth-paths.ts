/**
 * Where accounts and sessions live (under /api). Schema-free: the api-client and the prerendered
 * /auth document's island read these without bringing the schemas (auth-routes.ts) into a
 * browser bundle.
 */
export const AUTH_PATHS = {
  signUp: '/auth/signup',
  signIn: '/auth/signin',
  refresh: '/auth/refresh',
  signOut: '/auth/signout',
  me: '/auth/me',
  passwordReset: '/auth/password-reset',
  passwordResetComplete: '/auth/password-reset/complete',
  confirm: '/auth/confirm',
} as const;
