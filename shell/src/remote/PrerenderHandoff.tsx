import { useLayoutEffect } from 'react';
import { removePrerender } from './prerender';

/** Rendered beside the live page: when it commits, the static copy goes (same frame, no flash). */
export function PrerenderHandoff() {
  useLayoutEffect(removePrerender, []);
  return null;
}
