import { useAuthStore } from '@premieres/auth-store';

/**
 * How this remote's pages read: one try, a failure shown at once with its Retry button, and no
 * re-read when the window gets focus (the pages' own Retry and saves read again).
 */
export const ACCOUNT_READ = { retry: false, refetchOnWindowFocus: false } as const;

/** The signed-in member's id, for the query keys (null while signed out). */
export function useMemberId(): string | null {
  return useAuthStore((state) => state.user?.id ?? null);
}
