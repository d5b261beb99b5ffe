import { isApiRequestError } from '@premieres/api-client';
import { type MessageId, messageIdsOf, VIEWER_ERROR_CODES } from '@premieres/contracts';
import type { TFunction } from 'i18next';

type ViewerErrorCode = (typeof VIEWER_ERROR_CODES)[keyof typeof VIEWER_ERROR_CODES];
/** The contracts' ids of the API's viewer-profile refusals: their texts are `profiles.errors.<id>`. */
export type ViewerMessageId = Extract<MessageId, `viewer.${string}`>;

const VIEWER_IDS = new Set<string>(messageIdsOf('viewer'));
const isViewerMessageId = (value: unknown): value is ViewerMessageId =>
  typeof value === 'string' && VIEWER_IDS.has(value);

// Refusals still sent without an id, read by their code: the main profile's PIN (core/viewer.ts)
// and the languages route's not-found take their id's text; a stale chosen profile and a kids
// profile managing have their own.
const ID_OF_CODE: Partial<Record<ViewerErrorCode, ViewerMessageId>> = {
  [VIEWER_ERROR_CODES.notFound]: 'viewer.notFound',
  [VIEWER_ERROR_CODES.pinRequired]: 'viewer.pinRequired',
};
const TEXT_OF_CODE = {
  [VIEWER_ERROR_CODES.tokenInvalid]: 'profiles.errors.VIEWER_PROFILE_INVALID',
  [VIEWER_ERROR_CODES.kidsCannotManage]: 'profiles.errors.VIEWER_PROFILE_KIDS',
} as const;

/**
 * A failed viewer-profile call in the visitor's language: by the API's message id, filled with its
 * values (the PIN lock's minutes, the profile limit), else by its stable code.
 */
export function viewerErrorText(t: TFunction, error: unknown): string {
  if (!isApiRequestError(error)) return t('profiles.errors.generic');
  if (isViewerMessageId(error.messageId))
    return t(`profiles.errors.${error.messageId}`, { ...error.messageValues });
  const code = error.code as ViewerErrorCode | undefined;
  const id = code && ID_OF_CODE[code];
  if (id) return t(`profiles.errors.${id}`);
  if (code === VIEWER_ERROR_CODES.tokenInvalid || code === VIEWER_ERROR_CODES.kidsCannotManage)
    return t(TEXT_OF_CODE[code]);
  return t('profiles.errors.generic');
}
