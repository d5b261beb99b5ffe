import { isApiRequestError } from '@premieres/api-client';
import { VIEWER_ERROR_CODES } from '@premieres/contracts';
import type { TFunction } from 'i18next';

type ViewerErrorCode = (typeof VIEWER_ERROR_CODES)[keyof typeof VIEWER_ERROR_CODES];
const KNOWN = new Set<string>(Object.values(VIEWER_ERROR_CODES));
const isKnown = (code: string | undefined): code is ViewerErrorCode => code !== undefined && KNOWN.has(code);

/** A failed viewer-profile call in the visitor's language, by the API's stable code. */
export function viewerErrorText(t: TFunction, error: unknown): string {
  const code = isApiRequestError(error) ? error.code : undefined;
  if (!isKnown(code)) return t('profiles.errors.generic');
  const minutes = isApiRequestError(error) ? Number(/(\d+) minute/.exec(error.message)?.[1] ?? 15) : 15;
  return t(`profiles.errors.${code}`, { minutes });
}
