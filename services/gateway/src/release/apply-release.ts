import { type RuntimeManifest, type RuntimeRemote, SHELL_ITEM } from '@premieres/contracts';
import type { Candidate } from './release-check';

/** Where a released remote's manifest lives: `<base>/remotes/<name>/<version>/mf-manifest.json`. */
export const releasedEntry = (base: string, name: string, version: string): string =>
  `${base}/remotes/${name}/${version}/mf-manifest.json`;

/**
 * The manifest with the candidate as the live version: its entry, its routes, and what the next
 * release check needs (shared requirements, exposes). The shell's item has no entry.
 */
export function withRelease(manifest: RuntimeManifest, candidate: Candidate, base = ''): RuntimeManifest {
  const { shared, exposes } = candidate.summary;
  const item: RuntimeRemote =
    candidate.name === SHELL_ITEM
      ? { version: candidate.version, shared }
      : {
          entry: releasedEntry(base, candidate.name, candidate.version),
          version: candidate.version,
          routes: candidate.routes,
          shared,
          exposes,
        };
  return { ...manifest, [candidate.name]: item };
}
