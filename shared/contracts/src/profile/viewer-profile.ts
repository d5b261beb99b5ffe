import { type Static, Type } from 'typebox';
import { CertificationSchema } from '../movie/movie';
import { VIEWER_AVATARS, VIEWER_PIN_LENGTH, VIEWER_PROFILE_NAME_MAX } from './viewer-limits';

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
