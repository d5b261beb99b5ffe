// A canary: the runtime manifest sends a share of visitors to a new version of one remote.
// The choice hangs on a stable hash of the visitor's id and the remote's name, so a visitor keeps
// the same version across page loads, and each remote's canary picks its own visitors.
// Rollback is one manifest edit: delete the item's `canary` (or set its share to 0).

import type { RuntimeManifest, RuntimeRemote } from './runtime-manifest';

/** 32-bit FNV-1a: tiny, stable across browsers and Node, evenly spread for short ids. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The visitor's bucket for one remote, 0–99. */
export function canaryBucket(visitorId: string, remote: string): number {
  return stableHash(`${visitorId}:${remote}`) % 100;
}

/** Whether this visitor gets the remote's canary (`percent` of visitors do). */
export function inCanary(visitorId: string, remote: string, percent: number): boolean {
  return canaryBucket(visitorId, remote) < Math.max(0, Math.min(100, percent));
}

/** The manifest this visitor sees: each item either its canary version or its stable one. */
export function resolveCanaries(manifest: RuntimeManifest, visitorId: string): RuntimeManifest {
  const resolved: RuntimeManifest = {};
  for (const [name, item] of Object.entries(manifest)) {
    const { canary, ...stable } = item;
    const chosen: RuntimeRemote =
      canary?.entry && inCanary(visitorId, name, canary.percent) ? { ...stable, ...canary } : stable;
    resolved[name] = chosen;
  }
  return resolved;
}
