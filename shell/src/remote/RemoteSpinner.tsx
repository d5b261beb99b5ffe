import { PlainSpinner } from '@premieres/ui/src/plain/PlainSpinner';
import { hasPrerender } from './prerender';

/** While a remote loads: nothing if a prerendered copy is on screen, else a spinner. */
export function RemoteSpinner() {
  return hasPrerender() ? null : <PlainSpinner />;
}
