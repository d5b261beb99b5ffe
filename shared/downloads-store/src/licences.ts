import { DOWNLOADS_DB_STORES, type Licence, type LicenceFile } from '@premieres/contracts';
import { inStore } from './db';

export type DownloadState = 'downloading' | 'paused' | 'complete';

/**
 * A licence as this browser keeps it: the record without its signed URLs and with the key as a
 * non-extractable CryptoKey; `doneFiles` names the files already in Cache Storage, so a download
 * resumes file by file and nothing is fetched twice.
 */
export interface StoredDownload extends Omit<Licence, 'key' | 'files'> {
  /** Null once the licence expired (expiry.ts): a renewal brings the same key back. */
  key: CryptoKey | null;
  files: Omit<LicenceFile, 'url'>[];
  state: DownloadState;
  doneFiles: string[];
  /** The account the licence belongs to (sign-out of another account leaves none behind). */
  userId: string;
}

/** A download whose key is held, as the player needs it. */
export type PlayableDownload = StoredDownload & { key: CryptoKey };

const STORE = DOWNLOADS_DB_STORES.licences;

export const saveDownload = (download: StoredDownload): Promise<IDBValidKey> =>
  inStore(STORE, 'readwrite', (store) => store.put(download));

export const getDownload = async (id: string): Promise<StoredDownload | null> =>
  ((await inStore(STORE, 'readonly', (store) => store.get(id))) as StoredDownload | undefined) ?? null;

export const listDownloads = async (): Promise<StoredDownload[]> =>
  (await inStore(STORE, 'readonly', (store) => store.getAll())) as StoredDownload[];

export const removeDownloadRecord = async (id: string): Promise<void> => {
  await inStore(STORE, 'readwrite', (store) => store.delete(id));
};

/** Bytes already held of a download (the files in the cache). */
export function heldBytes(download: Pick<StoredDownload, 'files' | 'doneFiles'>): number {
  const done = new Set(download.doneFiles);
  return download.files.reduce((sum, file) => sum + (done.has(file.name) ? file.bytes : 0), 0);
}

/** The stored download for one title or episode at any quality (never two of the same). */
export function findDownload(
  downloads: readonly StoredDownload[],
  contentId: string,
  episodeId: string | null,
): StoredDownload | undefined {
  return downloads.find((d) => d.contentId === contentId && (d.episodeId ?? null) === episodeId);
}
