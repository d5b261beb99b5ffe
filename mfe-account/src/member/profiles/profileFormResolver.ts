import {
  VIEWER_NAME_REQUIRED,
  VIEWER_NAME_TOO_LONG,
  VIEWER_PIN_FORMAT,
  type ViewerProfileFormValues,
  validateViewerProfileForm,
} from '@premieres/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

// contracts' rule messages (English) → this remote's translation keys.
const KEYS: Record<string, string> = {
  [VIEWER_NAME_REQUIRED]: 'profiles.validation.nameRequired',
  [VIEWER_NAME_TOO_LONG]: 'profiles.validation.nameTooLong',
  [VIEWER_PIN_FORMAT]: 'profiles.validation.pinFormat',
};

/** react-hook-form resolver over contracts' validateViewerProfileForm; messages are i18n keys. */
export const profileFormResolver: Resolver<ViewerProfileFormValues> = async (values) => {
  const errors = validateViewerProfileForm(values);
  const entries = Object.entries(errors).map(([field, message]) => [
    field,
    { type: 'rule', message: KEYS[message as string] ?? message },
  ]);
  if (entries.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(entries) as FieldErrors<ViewerProfileFormValues> };
};
