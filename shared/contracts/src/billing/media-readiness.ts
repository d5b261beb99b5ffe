// A film's readiness code and ETA text, apart from the schemas (media-status.ts): the browser
// imports these, and a module that builds TypeBox schemas as it loads would bring TypeBox into the
// browser's bundles (issues 28, 29).

/** 409 of a grant (and of HLS) while the title's film is still being transcoded. */
export const MEDIA_NOT_READY = 'MEDIA_NOT_READY';

export type MediaState = 'ready' | 'preparing' | 'failed' | 'none';

/**
 * An ETA as the screens say it ("about 30 s", "about 3 min"): seconds rounded up to 5 under a
 * minute, whole minutes (rounded up) after; null when there is no estimate.
 */
export function etaParts(etaSeconds: number | null): { unit: 's' | 'min'; count: number } | null {
  if (etaSeconds === null || !Number.isFinite(etaSeconds) || etaSeconds < 0) return null;
  if (etaSeconds < 60) return { unit: 's', count: Math.max(5, Math.ceil(etaSeconds / 5) * 5) };
  return { unit: 'min', count: Math.ceil(etaSeconds / 60) };
}
