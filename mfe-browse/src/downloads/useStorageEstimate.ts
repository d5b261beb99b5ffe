import { useEffect, useState } from 'react';

export interface StorageEstimateState {
  usage: number;
  quota: number;
  persisted: boolean;
}

/**
 * The browser's storage used against its quota (navigator.storage.estimate), after asking once
 * for persistent storage (navigator.storage.persist), so downloads are not evicted under pressure.
 * `version` re-reads it after a download is added or deleted.
 */
export function useStorageEstimate(version: unknown): StorageEstimateState | null {
  const [state, setState] = useState<StorageEstimateState | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version asks for a fresh reading
  useEffect(() => {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
    if (!storage?.estimate) return;
    let live = true;
    (async () => {
      const persisted =
        (await storage.persisted?.().catch(() => false)) || (await storage.persist?.().catch(() => false));
      const { usage = 0, quota = 0 } = await storage.estimate();
      if (live) setState({ usage, quota, persisted: Boolean(persisted) });
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [version]);
  return state;
}
