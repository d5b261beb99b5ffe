import { STORAGE_BUCKETS } from '../constants';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Public URL of a stored file: `${mediaBaseUrl}/media/<bucket>/<name>`. */
export function mediaUrl(bucket: string, name: string, mediaBaseUrl = ''): string {
  return `${mediaBaseUrl.replace(/\/+$/, '')}/media/${bucket}/${encodeURIComponent(name)}`;
}

const ABSOLUTE = /^(https?:|blob:|data:)/i;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/** Bare name, or `<bucket>/<name>` / `/<bucket>/<name>` → the name; any other path → null. */
function nameInBucket(value: string, bucket: string): string | null {
  if (!value.includes('/')) return value;
  const match = /^\/?([^/]+)\/([^/]+)$/.exec(value);
  return match?.[1] === bucket ? (match[2] ?? null) : null;
}

/**
 * Spec §5 thumbnail resolution: empty → placeholder; http(s) (also blob:/data: previews) or an
 * assets path as is; a bare file name (no slash) gets '.jpg' when it has no extension and maps
 * to bucket movie-thumbnails (so does a `movie-thumbnails/<name>` path). Any other path
 * (e.g. '/assets/x.jpg', '/placeholder.svg') is returned as is.
 */
export function resolveThumbnailUrl(value: string | null | undefined, mediaBaseUrl = ''): string {
  const v = (value ?? '').trim();
  if (!v) return PLACEHOLDER_IMAGE;
  if (ABSOLUTE.test(v)) return v;
  const name = nameInBucket(v, STORAGE_BUCKETS.thumbnails);
  if (name === null) return v;
  return mediaUrl(STORAGE_BUCKETS.thumbnails, HAS_EXTENSION.test(name) ? name : `${name}.jpg`, mediaBaseUrl);
}

/**
 * Spec §5 trailer resolution: empty → ''; http(s) as is; a bare file name or a
 * `movie-trailers/<name>` path maps to bucket movie-trailers. Any other path is returned as is.
 */
export function resolveTrailerUrl(value: string | null | undefined, mediaBaseUrl = ''): string {
  const v = (value ?? '').trim();
  if (!v) return '';
  if (ABSOLUTE.test(v)) return v;
  const name = nameInBucket(v, STORAGE_BUCKETS.trailers);
  return name === null ? v : mediaUrl(STORAGE_BUCKETS.trailers, name, mediaBaseUrl);
}

/** Public master playlist of a title's own trailer ladder (HLS), when `hasLocalTrailer`. */
export function localTrailerUrl(movieId: string, mediaBaseUrl = ''): string {
  return `${mediaBaseUrl.replace(/\/+$/, '')}/media/hls/${encodeURIComponent(movieId)}/trailer/master.m3u8`;
}
