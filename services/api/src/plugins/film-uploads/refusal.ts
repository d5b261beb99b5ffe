import { FILM_UPLOAD_ERROR_CODES } from '@premieres/contracts';
import { errorBody } from '../../core/errors';

/** The error shape the tus server answers with: its status and body as they are. */
export interface TusRefusal {
  status_code: number;
  body: string;
}

export function isTusRefusal(value: unknown): value is TusRefusal {
  const candidate = value as Partial<TusRefusal> | null;
  return typeof candidate?.status_code === 'number' && typeof candidate.body === 'string';
}

/** A refusal in the API's error shape ({statusCode, error, code, message}), thrown from a tus hook or store. */
export function refusal(statusCode: number, code: string, message: string): TusRefusal {
  return { status_code: statusCode, body: JSON.stringify(errorBody(statusCode, message, undefined, code)) };
}

/**
 * Any error answer of the tus server in the API's shape: our refusals are already JSON; the
 * protocol's own (a missing Tus-Resumable header, a wrong offset) become FILM_UPLOAD_PROTOCOL
 * with the server's words.
 */
export function asApiErrorBody(statusCode: number, text: string) {
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed?.code === 'string') return parsed;
  } catch {
    // plain text from the protocol layer
  }
  const message = text.trim() || 'The upload request was refused';
  return errorBody(statusCode, message, undefined, FILM_UPLOAD_ERROR_CODES.protocol);
}
