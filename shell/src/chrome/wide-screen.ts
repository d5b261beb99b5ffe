import { useSyncExternalStore } from 'react';

/** From this width (Chakra's `lg`) the header shows its full navigation; below it the drawer does. */
export const WIDE_HEADER_QUERY = '(min-width: 64em)';

const wideQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_HEADER_QUERY) : null;

function subscribe(onChange: () => void): () => void {
  const query = wideQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the header's full navigation. What a phone does not show
 * is then not drawn at all (issue 12: a member page's first paint drew hidden buttons).
 */
export function useWideHeader(): boolean {
  return useSyncExternalStore(subscribe, () => wideQuery()?.matches ?? true);
}
