import { useCallback, useEffect, useState } from 'react';

/**
 * One value loaded from the API on mount: null until it arrives, `failed` when the last load did,
 * `reload` after a change, `set` to show an answer the page already has.
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [value, set] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      set(await load());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { value, failed, reload, set };
}
