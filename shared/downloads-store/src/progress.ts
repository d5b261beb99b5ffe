import { DOWNLOADS_DB_STORES } from '@premieres/contracts';
import { inStore } from './db';

/** A resume position kept offline (per licence), sent to the watch-progress API once online. */
export interface OfflinePosition {
  /** The licence id. */
  id: string;
  contentId: string;
  episodeId: string | null;
  positionSeconds: number;
  durationSeconds: number;
  updatedAt: string;
  /** False until the API has it. */
  synced: boolean;
}

const STORE = DOWNLOADS_DB_STORES.progress;

export const savePosition = (position: OfflinePosition): Promise<IDBValidKey> =>
  inStore(STORE, 'readwrite', (store) => store.put(position));

export const getPosition = async (licenceId: string): Promise<OfflinePosition | null> =>
  ((await inStore(STORE, 'readonly', (store) => store.get(licenceId))) as OfflinePosition | undefined) ??
  null;

export const unsyncedPositions = async (): Promise<OfflinePosition[]> =>
  ((await inStore(STORE, 'readonly', (store) => store.getAll())) as OfflinePosition[]).filter(
    (position) => !position.synced,
  );

export const removePosition = async (licenceId: string): Promise<void> => {
  await inStore(STORE, 'readwrite', (store) => store.delete(licenceId));
};

/**
 * Sends every position kept offline through `send` (the watch-progress API), marking each one
 * sent; a failed send (still offline) leaves it for the next time. Returns how many were sent.
 */
export async function flushPositions(send: (position: OfflinePosition) => Promise<unknown>): Promise<number> {
  let sent = 0;
  for (const position of await unsyncedPositions()) {
    try {
      await send(position);
    } catch {
      continue;
    }
    const latest = await getPosition(position.id);
    // A newer position saved meanwhile stays unsent.
    if (latest && latest.updatedAt === position.updatedAt) await savePosition({ ...latest, synced: true });
    sent += 1;
  }
  return sent;
}
