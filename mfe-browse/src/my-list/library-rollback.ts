import { isApiRequestError } from '@premieres/api-client';
import { type ListEntry, type MovieDisplay, VIEWER_ERROR_CODES } from '@premieres/contracts';
import type { BrowseKey } from '../i18n/keys';

export type ListData = { items: ListEntry[] };

/** A toggle's optimistic result: the title added first, or taken out. */
export function toggled(old: ListData | undefined, movie: MovieDisplay, add: boolean, now: Date): ListData {
  const items = (old?.items ?? []).filter((entry) => entry.movie.id !== movie.id);
  return { items: add ? [{ movie, added_at: now.toISOString() }, ...items] : items };
}

/**
 * What the list shows again after a toggle failed: what it held before, or (when it had never
 * loaded, e.g. refused for want of a profile) nothing, never the optimistic change. TanStack
 * Query ignores `setQueryData(key, undefined)`, which once left 'In My List' on a failed add.
 */
export function rolledBack(previous: ListData | undefined): ListData {
  return previous ?? { items: [] };
}

const PROFILE_CODES: ReadonlySet<string> = new Set([
  VIEWER_ERROR_CODES.pinRequired,
  VIEWER_ERROR_CODES.tokenInvalid,
]);

/** The toast's i18n keys for a failed toggle: the specific reason when the API named one. */
export function toggleFailureKeys(error: unknown): { title: BrowseKey; text?: BrowseKey } {
  const code = isApiRequestError(error) ? error.code : undefined;
  if (code && PROFILE_CODES.has(code)) {
    return { title: 'toasts.profileNeeded', text: 'toasts.profileNeededText' };
  }
  return { title: 'toasts.failed' };
}
