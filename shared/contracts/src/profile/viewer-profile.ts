import { type Static, Type } from 'typebox';
import { CertificationSchema } from '../movie/movie';
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

export { VIEWER_CHOICE_STORAGE_KEY, VIEWER_PROFILE_HEADER } from './viewer-keys';

export const ViewerAvatarSchema = Type.Enum(VIEWER_AVATARS);
export const ViewerNameSchema = Type.String({ minLength: 1, maxLength: VIEWER_PROFILE_NAME_MAX });
export const ViewerPinSchema = Type.String({ pattern: `^[0-9]{${VIEWER_PIN_LENGTH}}$` });

/** A viewer profile as the API answers it (the PIN itself never leaves the server). */
export const ViewerProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatar: ViewerAvatarSchema,
  kids: Type.Boolean(),
  /** Highest certification this profile may see; 'A' = everything. */
  ceiling: CertificationSchema,
  hasPin: Type.Boolean(),
  /** The account's own profile: created with the account, cannot be deleted. */
  isMain: Type.Boolean(),
});
export type ViewerProfile = Static<typeof ViewerProfileSchema>;

/** Create: a kids profile without a ceiling gets U/A 7+; an adult one defaults to A. */
export const ViewerProfileCreateSchema = Type.Object(
  {
    name: ViewerNameSchema,
    avatar: ViewerAvatarSchema,
    kids: Type.Boolean(),
    ceiling: Type.Optional(CertificationSchema),
  },
  { additionalProperties: false },
);
export type ViewerProfileCreate = Static<typeof ViewerProfileCreateSchema>;

/** Update: any subset; `pin` sets a new PIN, `pin: null` clears it. */
export const ViewerProfileUpdateSchema = Type.Object(
  {
    name: Type.Optional(ViewerNameSchema),
    avatar: Type.Optional(ViewerAvatarSchema),
    kids: Type.Optional(Type.Boolean()),
    ceiling: Type.Optional(CertificationSchema),
    pin: Type.Optional(Type.Union([ViewerPinSchema, Type.Null()])),
  },
  { additionalProperties: false },
);
export type ViewerProfileUpdate = Static<typeof ViewerProfileUpdateSchema>;

export const ViewerProfileSelectSchema = Type.Object(
  { pin: Type.Optional(ViewerPinSchema) },
  { additionalProperties: false },
);
export type ViewerProfileSelect = Static<typeof ViewerProfileSelectSchema>;

/** Answer of choosing a profile: the token the browser sends in VIEWER_PROFILE_HEADER. */
export const ViewerSelectionSchema = Type.Object({
  profile: ViewerProfileSchema,
  token: Type.String(),
});
export type ViewerSelection = Static<typeof ViewerSelectionSchema>;

export { VIEWER_ERROR_CODES } from './viewer-error-codes';

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
