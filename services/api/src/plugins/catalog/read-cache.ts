import { LRUCache } from 'lru-cache';
import type { Connection } from 'mongoose';

/**
 * Catalogue reads are public, identical for everyone and change only when staff edit titles, so
 * each API process keeps recent answers for a few seconds (a micro-cache). An expired entry is
 * served once more while one reload runs, so a popular page never stalls or stampedes the
 * database. Staff writes publish on the catalogue change bus (app.catalogueChanges), which clears
 * it on every process (`invalidateCatalogCache`); the TTL only bounds a lost message.
 */
export interface ReadCache {
  get<T extends object>(key: string, load: () => Promise<T | undefined>): Promise<T | undefined>;
  clear(): void;
}

type Loader = () => Promise<object | undefined>;

/** `perf` is the cache's clock (tests move it by hand). */
export function createReadCache(ttlMs: number, max: number, perf?: { now(): number }): ReadCache {
  if (ttlMs <= 0) return { get: (_key, load) => load(), clear: () => undefined };
  const cache = new LRUCache<string, object, Loader>({
    max,
    ttl: ttlMs,
    // A clock moved by hand is read every time (lru-cache otherwise keeps one reading for 1 ms).
    ...(perf ? { perf, ttlResolution: 0 } : {}),
    allowStale: true,
    // A failed reload keeps the stale answer to serve; with none, the failure reaches the caller
    // (lru-cache's allowStaleOnFetchRejection would resolve it as "not found": an empty 200).
    noDeleteOnFetchRejection: true,
    // Not found (undefined) is not kept: a title created meanwhile shows up on the next request.
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  // Bumped by each clear: lru-cache aborts the loads under way, whose callers then read afresh.
  let clears = 0;
  return {
    async get<T extends object>(key: string, load: () => Promise<T | undefined>) {
      const clearsBefore = clears;
      try {
        return (await cache.fetch(key, { context: load })) as T | undefined;
      } catch (error) {
        // A staff write cleared the cache during this load: its answer may predate the write.
        if (clears !== clearsBefore) return load();
        const stale = cache.get(key, { allowStale: true }) as T | undefined;
        if (stale !== undefined) return stale;
        throw error;
      }
    },
    clear: () => {
      clears += 1;
      cache.clear();
    },
  };
}

export interface CatalogCaches {
  /** Pages of `GET /api/movies` by query. */
  lists: ReadCache;
  /** Single titles by id. */
  titles: ReadCache;
  /** The trending list and the categories. */
  small: ReadCache;
}

const byConnection = new WeakMap<Connection, CatalogCaches>();

/** The caches of the app on `db` (one set per connection, so apps in one process never share). */
/** `ttlMs` is the config's catalogCacheTtlMs (CATALOG_CACHE_TTL_MS; 0 turns the cache off). */
export function catalogCaches(db: Connection, ttlMs = 5000): CatalogCaches {
  let caches = byConnection.get(db);
  if (!caches) {
    caches = {
      lists: createReadCache(ttlMs, 500),
      titles: createReadCache(ttlMs, 5000),
      small: createReadCache(ttlMs, 20),
    };
    byConnection.set(db, caches);
  }
  return caches;
}

/** Call after any write to movies or categories (admin routes) so this process serves it at once. */
export function invalidateCatalogCache(db: Connection): void {
  const caches = byConnection.get(db);
  if (!caches) return;
  caches.lists.clear();
  caches.titles.clear();
  caches.small.clear();
}
