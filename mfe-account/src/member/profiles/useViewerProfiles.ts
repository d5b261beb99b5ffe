import { viewersApi } from '@premieres/api-client';
import type { ViewerProfile } from '@premieres/contracts';
import { useCallback, useEffect, useState } from 'react';

/** The account's viewer profiles, loaded on mount; `reload` after a change. */
export function useViewerProfiles() {
  const [profiles, setProfiles] = useState<ViewerProfile[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setProfiles(await viewersApi.list());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { profiles, failed, reload };
}
