// The detail page's hero backdrop: the title's poster blurred and dimmed behind the heading.

/** Its blur: the poster's printed title must not show as a ghost behind the heading. */
export const HERO_BACKDROP_BLUR = '28px';

/**
 * The width its poster variant is chosen for (issue 28). Blurred by 28 px, the picture keeps no
 * detail finer than that, so a quarter of the screen's width is already more than can be seen:
 * a phone fetches the 320 px WebP instead of the full upload.
 */
export const HERO_BACKDROP_SIZES = '25vw';
