import { PLACEHOLDER_IMAGE } from '@premieres/contracts';

// Imported by path (`@premieres/ui/plain/placeholder`) by plain-element pictures, and by SafeImage.

/** Swaps a broken picture for the placeholder, once: a broken placeholder must not loop. */
export function swapToPlaceholder(image: HTMLImageElement): void {
  if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
  // A srcset would keep the broken variant on screen whatever src says.
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = PLACEHOLDER_IMAGE;
}
