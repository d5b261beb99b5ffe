import { basename } from 'node:path';
import { HASHED_FILE, MANIFEST_FILE, REMOTE_ENTRY_FILE, SERVICE_WORKER_FILE } from '@premieres/federation';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidate every time (ETag makes it cheap): these names point at the current release. */
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** Cache policy of issue 2 §6: content-hashed files for a year, entry points never stale. */
export function cacheControlFor(path: string): string {
  const name = basename(path).replace(/\.(br|gz)$/, '');
  if (HASHED_FILE.test(name) || /\.[0-9a-f]{8}\.[a-z0-9]+$/.test(name)) return IMMUTABLE;
  if (
    name === MANIFEST_FILE ||
    name === REMOTE_ENTRY_FILE ||
    name.endsWith('.html') ||
    name.endsWith('.json') ||
    // The service worker and the web manifest name the current release: always revalidated.
    name === SERVICE_WORKER_FILE ||
    name.endsWith('.webmanifest')
  ) {
    return NO_CACHE;
  }
  return SHORT;
}
