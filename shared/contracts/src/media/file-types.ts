/** Thumbnail uploads must be images (MIME type image/*). */
export function isImageFile(mime: string | null | undefined): boolean {
  return /^image\/[\w.+-]+$/i.test((mime ?? '').trim());
}

/** Trailer uploads must be videos (MIME type video/*). */
export function isVideoFile(mime: string | null | undefined): boolean {
  return /^video\/[\w.+-]+$/i.test((mime ?? '').trim());
}

/** Extension of a file name, lower case, without the dot; '' when none. */
export function fileExtension(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Unique storage name (spec §7): time, a random part and the original extension, with an
 * optional prefix (the thumbnail manager uses one).
 */
export function uniqueStorageName(
  originalName: string,
  options: { prefix?: string; now?: number; random?: () => number } = {},
): string {
  const time = options.now ?? Date.now();
  const random = Math.floor((options.random ?? Math.random)() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
  const ext = fileExtension(originalName);
  return `${options.prefix ?? ''}${time}-${random}${ext ? `.${ext}` : ''}`;
}

/** Last path segment of a stored file's URL when the URL contains the bucket name, else null (spec §7). */
export function storedFileName(url: string | null | undefined, bucket: string): string | null {
  if (!url?.includes(bucket)) return null;
  const last = url.split('?')[0]?.split('/').pop();
  return last ? decodeURIComponent(last) : null;
}
