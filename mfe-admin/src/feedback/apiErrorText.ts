import { isApiRequestError } from '@premieres/api-client';
import { ADMIN_ERROR_CODES, JOB_NOT_FAILED, type MessageValues } from '@premieres/contracts';
import type { TFunction } from 'i18next';
import type { AdminKey } from '../i18n/keys';
import { isAdminRuleId } from './ruleText';

/**
 * What a caller knows of the failures only its own calls have: their codes' keys and the values of
 * their messages' placeholders (the film upload's, the movie form's). They stay with that code, so
 * no tab loads the modules (and the contracts' English catalogue) another tab's errors need.
 */
export interface ErrorContext {
  codes?: Readonly<Record<string, AdminKey>>;
  values?: MessageValues;
}

// The admin API's stable codes → this namespace's keys; an unknown code shows the server's words.
const CODE_KEYS: Record<string, AdminKey> = {
  [ADMIN_ERROR_CODES.thumbnailNotImage]: 'errors.thumbnailNotImage',
  [ADMIN_ERROR_CODES.trailerNotVideo]: 'errors.trailerNotVideo',
  [ADMIN_ERROR_CODES.fileTooLarge]: 'errors.fileTooLarge',
  [ADMIN_ERROR_CODES.uploadAborted]: 'errors.uploadAborted',
  [ADMIN_ERROR_CODES.notFound]: 'errors.notFound',
  [ADMIN_ERROR_CODES.categoryNameTaken]: 'errors.categoryNameTaken',
  [ADMIN_ERROR_CODES.trendingDuplicate]: 'errors.trendingDuplicate',
  [ADMIN_ERROR_CODES.trendingUnknownMovie]: 'errors.trendingUnknownMovie',
  [ADMIN_ERROR_CODES.lastAdmin]: 'errors.lastAdmin',
  [ADMIN_ERROR_CODES.ownRoleChange]: 'errors.ownRoleChange',
  [ADMIN_ERROR_CODES.userNotFound]: 'errors.userNotFound',
  [JOB_NOT_FAILED]: 'media.notFailed',
};

/** What to tell staff about a failed call: by its code or message id when we know it, else the server's message. */
export function apiErrorText(t: TFunction, error: unknown, context: ErrorContext = {}): string {
  if (!isApiRequestError(error)) return t('errors.unexpected', { ns: 'admin' });
  if (error.isNetworkError) return t('errors.network', { ns: 'admin' });
  const key = error.code ? (context.codes?.[error.code] ?? CODE_KEYS[error.code]) : undefined;
  if (key) return t(key, { ns: 'admin', ...context.values });
  // A rules failure (movie, category) names its contracts message id: translated by it.
  if (isAdminRuleId(error.messageId))
    return t(`rules.${error.messageId}`, { ns: 'admin', ...context.values });
  return error.message || t('errors.unexpected', { ns: 'admin' });
}
