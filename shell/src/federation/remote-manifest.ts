import { INLINE_MANIFEST_ID, type RuntimeManifest } from '@premieres/contracts';

/** `/remotes.json`: remote name → where its mf-manifest.json is, its version and its routes. */
export type RemoteManifest = RuntimeManifest;

export const REMOTE_MANIFEST_URL = '/remotes.json';

/** Entry URLs may be relative to the manifest (e.g. '/remotes/mfe-landing/mf-manifest.json'). */
export function absoluteEntries(manifest: RemoteManifest, base: string): { name: string; entry: string }[] {
  return Object.entries(manifest)
    .filter((pair): pair is [string, { entry: string }] => typeof pair[1]?.entry === 'string')
    .map(([name, { entry }]) => ({ name, entry: new URL(entry, base).href }));
}

/** Fetched on every page load (no-store): a release changes this file, not the shell. */
export async function fetchRemoteManifest(fetchImpl: typeof fetch = fetch): Promise<RemoteManifest> {
  const response = await fetchImpl(REMOTE_MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTE_MANIFEST_URL} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * The copy of /remotes.json the page came with (the gateway inlines it), taken once: a Retry reads
 * the file again. Null when the page has none or it is unreadable.
 */
export function takeInlineManifest(): RemoteManifest | null {
  const element = document.getElementById(INLINE_MANIFEST_ID);
  if (!element) return null;
  element.remove();
  try {
    const manifest: unknown = JSON.parse(element.textContent ?? '');
    return manifest && typeof manifest === 'object' ? (manifest as RemoteManifest) : null;
  } catch {
    return null;
  }
}
