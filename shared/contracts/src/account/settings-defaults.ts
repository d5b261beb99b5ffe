// Account settings' defaults, apart from the schemas (settings.ts): the browser imports these, and
// a module that builds TypeBox schemas as it loads would bring TypeBox into the browser's bundles
// (issues 28, 29).
import type { AccountSettings } from './settings';

/** Spec §2: both switches on by default; optional cookies off until the member agrees. */
export const ACCOUNT_SETTINGS_DEFAULTS: AccountSettings = {
  emailNotifications: true,
  autoplay: true,
  language: null,
  cookies: { analytics: false, marketing: false },
};
