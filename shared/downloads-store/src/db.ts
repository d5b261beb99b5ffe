import { DOWNLOADS_DB, DOWNLOADS_DB_STORES } from '@premieres/contracts';

const VERSION = 1;
export type StoreName = (typeof DOWNLOADS_DB_STORES)[keyof typeof DOWNLOADS_DB_STORES];

/** Opens (creating on first use) the downloads database: `licences` and `progress`, keyed by id. */
export function openDownloadsDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DOWNLOADS_DB, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      for (const name of Object.values(DOWNLOADS_DB_STORES)) {
        if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Sign-out deletes the database: let it, instead of blocking it from this tab.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('The downloads database is blocked by another tab'));
  });
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One request in its own transaction; the connection is closed after it. */
export async function inStore<T>(
  store: StoreName,
  mode: IDBTransactionMode,
  run: (objects: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDownloadsDb();
  try {
    const transaction = db.transaction(store, mode);
    const result = await done(run(transaction.objectStore(store)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  } finally {
    db.close();
  }
}
