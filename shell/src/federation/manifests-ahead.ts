// A remote's mf-manifest.json read ahead of its load (the player's prefetch when a page settles)
// is handed to the federation runtime once, so the load on Play intent does not wait one more
// round trip for the same file. Kept for this page view only; a Retry reads the network again.
const kept = new Map<string, string>();

export function keepManifest(url: string, text: string): void {
  kept.set(url, text);
}

/** The kept manifest as a fresh Response, once; null when none was read ahead. */
export function takeManifest(url: string): Response | null {
  const text = kept.get(url);
  if (text === undefined) return null;
  kept.delete(url);
  return new Response(text, { status: 200, headers: { 'content-type': 'application/json' } });
}
