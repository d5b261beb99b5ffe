// Node has WebCrypto (the real thing) but neither IndexedDB nor Cache Storage. IndexedDB comes
// from fake-indexeddb (a complete in-memory implementation), Cache Storage from a small map-backed
// one: the e2e suite covers the browser's own.
import 'fake-indexeddb/auto';

class MemoryCache {
  readonly entries = new Map<string, { body: ArrayBuffer; type: string }>();
  async put(url: string, response: Response): Promise<void> {
    this.entries.set(url, {
      body: await response.arrayBuffer(),
      type: response.headers.get('content-type') ?? '',
    });
  }
  async match(url: string): Promise<Response | undefined> {
    const hit = this.entries.get(url);
    return hit ? new Response(hit.body.slice(0), { headers: { 'content-type': hit.type } }) : undefined;
  }
  async delete(url: string): Promise<boolean> {
    return this.entries.delete(url);
  }
  async keys(): Promise<{ url: string }[]> {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
}

export class MemoryCacheStorage {
  readonly caches = new Map<string, MemoryCache>();
  async open(name: string): Promise<MemoryCache> {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new MemoryCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }
}

/** Installs Cache Storage on globalThis; returns the cache storage for inspection. */
export function installBrowserStorage(): MemoryCacheStorage {
  const storage = new MemoryCacheStorage();
  Object.defineProperty(globalThis, 'caches', { value: storage, configurable: true });
  return storage;
}
