// Responsive posters (issue 28): the API makes smaller WebP/AVIF copies of a raster poster in the
// thumbnails bucket on first request (and keeps them); cards and heroes ask for the width they draw.
import { STORAGE_BUCKETS } from '../constants';
import { fileExtension } from './file-types';

/** The widths a poster variant may have (px): phone cards at 1–3x up to a wide hero's backdrop. */
export const POSTER_WIDTHS = [160, 320, 480, 640] as const;
export type PosterWidth = (typeof POSTER_WIDTHS)[number];

/** The variant formats, best first (AVIF is smaller, WebP is read everywhere). */
export const POSTER_FORMATS = ['avif', 'webp'] as const;
export type PosterFormat = (typeof POSTER_FORMATS)[number];

/** Poster files that have variants: raster images (an SVG is already small and sharp at any size). */
const RASTER = new Set(['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif']);

const BUCKET_PATH = `/media/${STORAGE_BUCKETS.thumbnails}/`;

/** Whether a resolved thumbnail URL is a stored raster poster, which the API serves in variants. */
export function hasPosterVariants(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return path.startsWith(BUCKET_PATH) && RASTER.has(fileExtension(path));
}

/** The URL of one variant: the poster's own URL with `w` and `fm`. */
export function posterVariantUrl(url: string, width: PosterWidth, format: PosterFormat): string {
  return `${url}${url.includes('?') ? '&' : '?'}w=${width}&fm=${format}`;
}

/** A `srcset` of every width in one format; '' for a poster without variants. */
export function posterSrcSet(
  url: string,
  format: PosterFormat,
  widths: readonly PosterWidth[] = POSTER_WIDTHS,
): string {
  if (!hasPosterVariants(url)) return '';
  return widths.map((width) => `${posterVariantUrl(url, width, format)} ${width}w`).join(', ');
}
