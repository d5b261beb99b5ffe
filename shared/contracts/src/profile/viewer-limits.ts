// A viewer profile's limits, avatars, messages and default ceiling, apart from the schemas
// (viewer-profile.ts): the browser imports these, and a module that builds TypeBox schemas as it
// loads would bring TypeBox into the browser's bundles (issues 28, 29).
import { MESSAGES, type MessageId, type MessageValues, messageText } from '../messages';
import type { WindowLimit } from '../security/rate-limit';

/**
 * Viewer profiles: who is watching on an account (Main, Kids …). Not the spec's `profiles`
 * table, which holds the account's details. Each has its own My List, likes and maturity ceiling.
 */
export const VIEWER_PROFILE_LIMIT = 5;
export const VIEWER_PROFILE_NAME_MAX = 20;
export const VIEWER_PIN_LENGTH = 4;
/** Wrong PINs allowed per profile within the window before switching into it is locked. */
export const VIEWER_PIN_WINDOW: WindowLimit = { max: 5, windowMs: 15 * 60_000 };

/** The fixed avatar set: a name each, drawn by the browser (shared/ui), never uploaded. */
export const VIEWER_AVATARS = ['sun', 'moon', 'star', 'rocket', 'tiger', 'peacock', 'lotus', 'kite'] as const;
export type ViewerAvatar = (typeof VIEWER_AVATARS)[number];

// The refusals' English lives once in MESSAGES (ids `profile.*`); these names remain for tests.
export const VIEWER_PROFILE_LIMIT_REACHED: string = messageText('viewer.limitReached', {
  max: VIEWER_PROFILE_LIMIT,
});
export const VIEWER_PROFILE_NOT_FOUND: string = MESSAGES['viewer.notFound'];
export const VIEWER_PROFILE_MAIN_UNDELETABLE: string = MESSAGES['viewer.mainUndeletable'];
export const VIEWER_PIN_REQUIRED: string = MESSAGES['viewer.pinRequired'];
export const VIEWER_PIN_WRONG: string = MESSAGES['viewer.pinWrong'];
export const VIEWER_PROFILE_INVALID: string = MESSAGES['viewer.tokenInvalid'];
export const VIEWER_PROFILE_KIDS_CANNOT_MANAGE: string = MESSAGES['viewer.kidsCannotManage'];
export const VIEWER_PROFILE_MAIN_NOT_KIDS: string = MESSAGES['viewer.mainNotKids'];
export const VIEWER_PROFILE_NAME_TAKEN: string = MESSAGES['viewer.nameTaken'];

/** The PIN lock's refusal: its id (one minute or more) and the minutes to wait. */
export function viewerPinLock(minutes: number): { id: MessageId; values: MessageValues } {
  return { id: minutes === 1 ? 'viewer.pinLockedOne' : 'viewer.pinLocked', values: { minutes } };
}

/** The same refusal in English. */
export function viewerPinLocked(minutes: number): string {
  const { id, values } = viewerPinLock(minutes);
  return messageText(id, values);
}

/** Default ceiling of a new profile: U/A 7+ for kids, A (everything) otherwise. */
export function defaultCeiling(kids: boolean) {
  return kids ? ('U/A 7+' as const) : ('A' as const);
}
