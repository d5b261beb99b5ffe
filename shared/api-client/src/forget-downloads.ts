import { DOWNLOADS_CACHE, DOWNLOADS_DB } from '@premieres/contracts';

/** Resolves once the database is gone, or its deletion is queued behind another tab's open connection. */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve();
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the deletion goes on once that tab closes it (the downloads
    // store closes on `versionchange`), and no page can open it before then.
    request.onblocked = () => resolve();
  });
}

async function deleteCache(name: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(name);
}

/**
 * Issue 27: the account's downloads leave the browser with its session: the media (Cache Storage)
 * and the licences with their keys (IndexedDB). The device id stays: it names this browser.
 */
export async function forgetDownloads(): Promise<void> {
  await Promise.all([deleteCache(DOWNLOADS_CACHE).catch(() => undefined), deleteDatabase(DOWNLOADS_DB)]);
}
