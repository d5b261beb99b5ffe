// A viewer profile's limits, avatars, messages and default ceiling, apart from the schemas
// (viewer-profile.ts): the browser imports these, and a module that builds TypeBox schemas as it
// loads would bring TypeBox into the browser's bundles (issues 28, 29).
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

export const VIEWER_PROFILE_LIMIT_REACHED = `An account can have at most ${VIEWER_PROFILE_LIMIT} profiles`;
export const VIEWER_PROFILE_NOT_FOUND = 'Profile not found';
export const VIEWER_PROFILE_MAIN_UNDELETABLE = 'The main profile cannot be deleted';
export const VIEWER_PIN_REQUIRED = 'Enter the PIN of this profile';
export const VIEWER_PIN_WRONG = 'Wrong PIN';
export const VIEWER_PROFILE_INVALID = 'Choose a profile again';
export const VIEWER_PROFILE_KIDS_CANNOT_MANAGE = 'A kids profile cannot manage profiles';
export const VIEWER_PROFILE_MAIN_NOT_KIDS = 'The main profile cannot be a kids profile';
export const VIEWER_PROFILE_NAME_TAKEN = 'A profile with this name already exists';
export const viewerPinLocked = (minutes: number): string =>
  `Too many wrong PINs. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before trying again.`;

/** Default ceiling of a new profile: U/A 7+ for kids, A (everything) otherwise. */
export function defaultCeiling(kids: boolean) {
  return kids ? ('U/A 7+' as const) : ('A' as const);
}
