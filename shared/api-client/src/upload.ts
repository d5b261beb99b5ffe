import { isApiError } from '@premieres/contracts';
import { apiConfig } from './config';
import { csrfHeaders } from './csrf';
import { ApiRequestError } from './errors';
import { bearerHeaders, refreshAfterUnauthorized } from './http';

/** Bytes of the request body sent so far, out of `total`. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  method: 'POST' | 'PUT' | 'PATCH';
  /** Relative to the API base, like ky's calls: 'admin/movies'. */
  path: string;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The XMLHttpRequest constructor (tests pass a fake). */
let makeRequest: () => XMLHttpRequest = () => new XMLHttpRequest();

export function setUploadTransport(factory: () => XMLHttpRequest): void {
  makeRequest = factory;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failure(status: number, statusText: string, body: unknown): ApiRequestError {
  if (isApiError(body)) return new ApiRequestError(body);
  const message = typeof body === 'string' && body.length > 0 && body.length < 300 ? body : statusText;
  return new ApiRequestError({
    statusCode: status,
    error: statusText || 'Error',
    message: message || `HTTP ${status}`,
  });
}

interface Sent {
  status: number;
  statusText: string;
  body: unknown;
}

function sendOnce(request: UploadRequest): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = makeRequest();
    xhr.open(request.method, `${apiConfig().baseUrl}/${request.path}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...bearerHeaders(), ...csrfHeaders() }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, body: parseBody(xhr.responseText) });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiRequestError({ statusCode: 0, error: 'Network Error', message: 'The upload failed' }));
    };
    xhr.onabort = () => {
      settle();
      reject(new ApiRequestError({ statusCode: 0, error: 'Aborted', message: 'The upload was cancelled' }));
    };
    xhr.send(request.body);
  });
}

/**
 * Sends a multipart body with upload progress (fetch reports none over HTTP/1.1), carrying the
 * same bearer and CSRF headers as the ky calls; a 401 refreshes the session and sends once more,
 * as ky does. Resolves with the parsed JSON answer; rejects with ApiRequestError.
 */
export async function sendWithProgress<T>(request: UploadRequest): Promise<T> {
  let sent = await sendOnce(request);
  if (sent.status === 401 && (await refreshAfterUnauthorized())) sent = await sendOnce(request);
  if (sent.status < 200 || sent.status >= 300) throw failure(sent.status, sent.statusText, sent.body);
  return sent.body as T;
}
