import { STORAGE_LIST } from '@premieres/contracts';
import { lookup } from 'mime-types';
import type { StoredFile } from './buckets';
import type { Validators } from './conditional';

export function validatorsOf(file: StoredFile): Validators {
  // GridFS files never change in place (a new upload is a new _id), so _id + length is a strong tag.
  return { etag: `"${String(file._id)}-${file.length.toString(36)}"`, lastModified: file.uploadDate };
}

/** Stored type (metadata, or the legacy top-level field), else guessed from the name. */
export function contentTypeOf(file: StoredFile): string {
  const legacy = (file as { contentType?: string }).contentType;
  const stored = (file.metadata?.contentType as string | undefined) ?? legacy;
  return stored || lookup(file.filename) || 'application/octet-stream';
}

/** Headers of every answer about a stored file, 304 included. */
export function cacheHeaders(
  validators: Validators,
  visibility: 'public' | 'private' = 'public',
): Record<string, string> {
  return {
    etag: validators.etag,
    'last-modified': validators.lastModified.toUTCString(),
    // Signed content: never kept by shared caches, which would serve it without the check.
    'cache-control':
      visibility === 'public' ? `public, max-age=${STORAGE_LIST.cacheControlSeconds}` : 'private, no-store',
    'accept-ranges': 'bytes',
  };
}

/**
 * Uploaded files are served from the site's own origin: an SVG or HTML file opened directly must
 * not run script there, so it gets a sandboxing policy, and types are never sniffed.
 */
export const CONTENT_SAFETY_HEADERS = {
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'x-content-type-options': 'nosniff',
} as const;
