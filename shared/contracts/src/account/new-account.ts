/** How long after sign-up an account is still greeted 'Welcome' rather than 'Welcome back'. */
export const NEW_ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/** A brand-new account: created within the last day (an unreadable date counts as returning). */
export function isNewAccount(createdAt: string | null | undefined, now: number): boolean {
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created >= 0 && now - created < NEW_ACCOUNT_WINDOW_MS;
}
