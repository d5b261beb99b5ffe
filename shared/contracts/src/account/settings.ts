import { type Static, Type } from 'typebox';
import { Nullable } from '../admin/common';
import { LANGUAGES } from '../constants';

/**
 * Account settings (/settings): the two switches, the interface language and the cookie choices
 * the privacy page promises. Stored per account, so they follow the member to a new device.
 * Essential cookies are always on and therefore not a setting.
 */
export const LanguageSchema = Type.Enum(LANGUAGES);

export const CookiePreferencesSchema = Type.Object({
  analytics: Type.Boolean(),
  marketing: Type.Boolean(),
});
export type CookiePreferences = Static<typeof CookiePreferencesSchema>;

export const AccountSettingsSchema = Type.Object({
  emailNotifications: Type.Boolean(),
  autoplay: Type.Boolean(),
  /** null until the member picks one: the browser then keeps (and saves) its own choice. */
  language: Nullable(LanguageSchema),
  cookies: CookiePreferencesSchema,
});
export type AccountSettings = Static<typeof AccountSettingsSchema>;

/** Any subset; `cookies` may name one category alone. */
export const AccountSettingsPatchSchema = Type.Object(
  {
    emailNotifications: Type.Optional(Type.Boolean()),
    autoplay: Type.Optional(Type.Boolean()),
    language: Type.Optional(LanguageSchema),
    cookies: Type.Optional(
      Type.Object(
        { analytics: Type.Optional(Type.Boolean()), marketing: Type.Optional(Type.Boolean()) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AccountSettingsPatch = Static<typeof AccountSettingsPatchSchema>;
