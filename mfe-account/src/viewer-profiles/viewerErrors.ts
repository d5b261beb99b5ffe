import { isApiRequestError } from '@premieres/api-client';
import { type MessageId, messageIdsOf } from '@premieres/contracts';
import type { TFunction } from 'i18next';

/** The contracts' ids of the API's viewer-profile refusals: their texts are `profiles.errors.<id>`. */
export type ViewerMessageId = Extract<MessageId, `viewer.${string}`>;

const VIEWER_IDS = new Set<string>(messageIdsOf('viewer'));
const isViewerMessageId = (value: unknown): value is ViewerMessageId =>
  typeof value === 'string' && VIEWER_IDS.has(value);

/**
 * A failed viewer-profile call in the visitor's language: by the API's message id, filled with its
 * values (the PIN lock's minutes, the profile limit); any other failure is the generic one.
 */
export function viewerErrorText(t: TFunction, error: unknown): string {
  if (isApiRequestError(error) && isViewerMessageId(error.messageId))
    return t(`profiles.errors.${error.messageId}`, { ...error.messageValues });
  return t('profiles.errors.generic');
}
