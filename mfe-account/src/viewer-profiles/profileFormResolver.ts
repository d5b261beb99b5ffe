import {
  VIEWER_NAME_REQUIRED,
  VIEWER_NAME_TOO_LONG,
  VIEWER_PIN_FORMAT,
  type ViewerProfileFormValues,
  validateViewerProfileForm,
} from '@premieres/contracts';
import { rulesResolver } from '@premieres/ui/forms';

// contracts' rule messages (English) → this remote's translation keys.
const KEYS: Record<string, string> = {
  [VIEWER_NAME_REQUIRED]: 'profiles.validation.nameRequired',
  [VIEWER_NAME_TOO_LONG]: 'profiles.validation.nameTooLong',
  [VIEWER_PIN_FORMAT]: 'profiles.validation.pinFormat',
};

/** The shared resolver over contracts' validateViewerProfileForm; messages are i18n keys. */
export const profileFormResolver = rulesResolver<ViewerProfileFormValues>((values) =>
  Object.fromEntries(
    Object.entries(validateViewerProfileForm(values)).map(([field, message]) => [
      field,
      KEYS[message as string] ?? message,
    ]),
  ),
);
