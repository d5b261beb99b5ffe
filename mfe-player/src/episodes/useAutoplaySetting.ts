import { accountApi } from '@premieres/api-client';
import { useAuthStore } from '@premieres/auth-store';
import { ACCOUNT_SETTINGS_DEFAULTS } from '@premieres/contracts';
import { useEffect, useState } from 'react';

/**
 * The member's saved 'Autoplay next episode' setting (GET /api/me/settings, saved by the account
 * remote's settings page). The spec's default (on) stands until the answer arrives or if it fails.
 * Read only when `wanted` (an episode with a next one), so a film's play asks nothing more.
 */
export function useAutoplaySetting(wanted = true): boolean {
  const userId = useAuthStore((state) => state.user?.id);
  const [autoplay, setAutoplay] = useState(ACCOUNT_SETTINGS_DEFAULTS.autoplay);
  useEffect(() => {
    if (!userId || !wanted) return;
    let current = true;
    accountApi
      .settings()
      .then((settings) => {
        if (current) setAutoplay(settings.autoplay);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [userId, wanted]);
  return autoplay;
}
