import { ApiRequestError, filmUploadsApi } from '@premieres/api-client';
import {
  FILM_CHUNK_BYTES,
  FILM_METADATA,
  type FilmTarget,
  filmTargetKey,
  filmUploadMetadata,
  isApiError,
} from '@premieres/contracts';
import { type DetailedError, defaultOptions, type PreviousUpload, Upload } from 'tus-js-client';

/** What a running upload reports. */
export interface FilmUploadEvents {
  onProgress(sent: number, total: number): void;
  /** The server has stored the film and queued its transcode; the record's new content_url. */
  onSuccess(contentUrl: string | null): void;
  onError(error: ApiRequestError): void;
}

/** Controls of one upload. */
export interface FilmUploadControls {
  pause(): Promise<void>;
  resume(): void;
  /** Stops and removes the bytes sent so far on the server. */
  cancel(): Promise<void>;
}

export type StartFilmUpload = (
  target: FilmTarget,
  file: File,
  events: FilmUploadEvents,
) => FilmUploadControls;

/** Waits this long before each retry of a failed request (a dropped connection, a restart). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];

/** The API's error from a tus failure: its JSON body, or a network error when no answer came. */
export function filmUploadError(error: Error | DetailedError): ApiRequestError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) {
    return new ApiRequestError(
      { statusCode: 0, error: 'Network Error', message: error.message },
      { cause: error },
    );
  }
  let body: unknown = null;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    // not JSON: described below
  }
  if (isApiError(body)) return new ApiRequestError(body, { cause: error });
  const status = response.getStatus();
  return new ApiRequestError(
    { statusCode: status, error: 'Error', message: `HTTP ${status}` },
    { cause: error },
  );
}

const sameTarget = (metadata: Record<string, string>, target: FilmTarget) =>
  metadata[FILM_METADATA.movieId] === target.movieId &&
  (metadata[FILM_METADATA.episodeId] ?? null) === (target.episodeId ?? null);

/**
 * An unfinished upload of this target from an earlier visit (this browser's tus storage): choosing
 * the same file again resumes it where the server stopped.
 */
export async function earlierUpload(target: FilmTarget): Promise<PreviousUpload | null> {
  // Without localStorage tus keeps nothing (its no-op storage lacks findAllUploads).
  const storage = defaultOptions.urlStorage;
  if (typeof storage.findAllUploads !== 'function') return null;
  const all = await storage.findAllUploads().catch(() => [] as PreviousUpload[]);
  const mine = all.filter((u) => u.uploadUrl && sameTarget(u.metadata, target));
  return mine.sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0] ?? null;
}

/** Forgets an earlier upload and removes its bytes on the server. */
export async function discardEarlierUpload(previous: PreviousUpload): Promise<void> {
  if (previous.uploadUrl) {
    await Upload.terminate(previous.uploadUrl, { headers: filmUploadsApi.headers() }).catch(() => undefined);
  }
  await defaultOptions.urlStorage.removeUpload(previous.urlStorageKey);
}

/**
 * One film over tus (tus-js-client): chunks of FILM_CHUNK_BYTES, retried after a dropped
 * connection, and remembered in localStorage by the file's fingerprint so that a reload (and the
 * same file chosen again) resumes from the server's offset. Every request carries the current
 * access token; a 401 renews the session before the retry.
 */
export const startTusFilmUpload: StartFilmUpload = (target, file, events) => {
  let renewing: Promise<boolean> | null = null;
  const upload = new Upload(file, {
    endpoint: filmUploadsApi.endpoint(),
    chunkSize: FILM_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: filmUploadMetadata(target, file),
    removeFingerprintOnSuccess: true,
    // One stored entry per target and file, so another title's upload of the same file is its own.
    fingerprint: async (chosen) =>
      ['premieres-film', filmTargetKey(target), chosen.name, chosen.size, chosen.lastModified].join(':'),
    async onBeforeRequest(request) {
      if (renewing) await renewing;
      for (const [name, value] of Object.entries(filmUploadsApi.headers())) request.setHeader(name, value);
    },
    onShouldRetry(error, attempt) {
      const status = error.originalResponse?.getStatus() ?? 0;
      if (status === 401 && attempt === 0) {
        renewing = filmUploadsApi.renewSession().finally(() => {
          renewing = null;
        });
        return true;
      }
      // Refusals (wrong type, too large, no such title) are final; conflicts and outages are not.
      return status === 0 || status === 409 || status === 423 || status >= 500;
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => events.onSuccess(lastResponse.getHeader('Film-Content-Url') ?? null),
    onError: (error) => events.onError(filmUploadError(error)),
  });
  void upload.findPreviousUploads().then((previous) => {
    const last = previous[0];
    if (last) upload.resumeFromPreviousUpload(last);
    upload.start();
  });
  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true),
  };
};
