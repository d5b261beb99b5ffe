import { type RuntimeManifest, type RuntimeRemote, SHELL_ITEM } from '@premieres/contracts';
import type { Candidate } from './release-check';

/** Where a released remote's manifest lives: `<base>/remotes/<name>/<version>/mf-manifest.json`. */
export const releasedEntry = (base: string, name: string, version: string): string =>
  `${base}/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The manifest with the candidate as the live version: its entry, its routes, and what the next
 * release check needs (shared requirements, exposes, federation runtime). The shell's item has no
 * entry.
 */
export function withRelease(manifest: RuntimeManifest, candidate: Candidate, base = ''): RuntimeManifest {
  // A full release also ends a canary of that remote (it is promoted, or replaced).
  return { ...manifest, [candidate.name]: releasedItem(candidate, base) };
}

/**
 * The manifest with the candidate as a canary for `percent` of visitors beside the live version.
 * Rollback: delete the item's `canary`.
 */
export function withCanary(
  manifest: RuntimeManifest,
  candidate: Candidate,
  percent: number,
  base = '',
): RuntimeManifest {
  const live = manifest[candidate.name];
  if (!live?.entry) throw new Error(`${candidate.name} has no live version to run a canary beside`);
  return {
    ...manifest,
    [candidate.name]: { ...live, canary: { ...releasedItem(candidate, base), percent } },
  };
}

function releasedItem(candidate: Candidate, base: string): RuntimeRemote {
  const { shared, exposes, federationRuntime } = candidate.summary;
  return candidate.name === SHELL_ITEM
    ? { version: candidate.version, shared, federationRuntime }
    : {
        entry: releasedEntry(base, candidate.name, candidate.version),
        version: candidate.version,
        routes: candidate.routes,
        shared,
        exposes,
        federationRuntime,
      };
}
