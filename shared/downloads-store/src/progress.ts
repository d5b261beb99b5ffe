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
