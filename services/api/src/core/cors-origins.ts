/** Runtime remote manifest (/remotes.json): remote name → { entry: URL of its mf-manifest.json, version }. */
export type RemoteManifest = Record<string, { entry?: unknown; version?: unknown }>;

/**
 * Origins of the remotes served from another origin. Relative entries live on the API's own
 * origin and need no CORS, so they add nothing.
 */
export function corsOriginsFromManifest(manifest: unknown): string[] {
  if (typeof manifest !== 'object' || manifest === null) return [];
  const origins = new Set<string>();
  for (const remote of Object.values(manifest as RemoteManifest)) {
    if (typeof remote?.entry !== 'string') continue;
    try {
      const url = new URL(remote.entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // relative entry: same origin
    }
  }
  return [...origins];
}
