/**
 * Fetches one file of a download, reporting bytes as they arrive; the body is kept whole so the
 * file goes into Cache Storage in one piece (a file is the unit of resume).
 */
export async function fetchFile(
  url: string,
  signal: AbortSignal,
  onBytes: (received: number) => void,
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetcher(url, { signal, credentials: 'omit', cache: 'no-store' });
  if (!response.ok) throw new FileFetchError(response.status);
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onBytes(received);
  }
  return new Blob(chunks as BlobPart[], {
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  });
}

/** A file answered with an error status: 403/410 mean the signed URLs (or the licence) lapsed. */
export class FileFetchError extends Error {
  constructor(readonly status: number) {
    super(`Download file answered ${status}`);
    this.name = 'FileFetchError';
  }
}
