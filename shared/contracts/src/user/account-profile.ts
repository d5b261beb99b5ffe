import { type Static, Type } from 'typebox';
import { DateTimeSchema } from '../admin/common';

/** /profile: the spec's `profiles` record of the account (not a viewer profile) with the e-mail. */
export const AccountProfileSchema = Type.Object({
  email: Type.String(),
  full_name: Type.String(),
  /** Member since. */
  created_at: DateTimeSchema,
});
export type AccountProfile = Static<typeof AccountProfileSchema>;

/** The full name rule (sanitised, 2+ characters) is contracts' validateFullName. */
export const AccountProfilePatchSchema = Type.Object(
  { full_name: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
export type AccountProfilePatch = Static<typeof AccountProfilePatchSchema>;
