import type { Certification } from '../movie/certification';
import { sanitizeViewerName } from '../text/sanitize';
import type { FieldErrors } from '../types/http';
import { VIEWER_PIN_LENGTH, VIEWER_PROFILE_NAME_MAX, type ViewerAvatar } from './viewer-profile';

export const VIEWER_NAME_REQUIRED = 'Enter a profile name';
export const VIEWER_NAME_TOO_LONG = `A profile name has at most ${VIEWER_PROFILE_NAME_MAX} characters`;
export const VIEWER_PIN_FORMAT = `A PIN is ${VIEWER_PIN_LENGTH} digits`;

/** The create/edit form of a viewer profile; `pin` '' leaves the PIN as it is. */
export interface ViewerProfileFormValues {
  name: string;
  avatar: ViewerAvatar;
  kids: boolean;
  ceiling: Certification;
  pin: string;
}

export type ViewerProfileFormField = 'name' | 'pin';

/** The form's rules; the API's schema (ViewerProfileCreateSchema/UpdateSchema) holds the same bounds. */
export function validateViewerProfileForm(
  values: Pick<ViewerProfileFormValues, 'name' | 'pin'>,
): FieldErrors<ViewerProfileFormField> {
  const errors: FieldErrors<ViewerProfileFormField> = {};
  const name = sanitizeViewerName(values.name);
  if (!name) errors.name = VIEWER_NAME_REQUIRED;
  else if (name.length > VIEWER_PROFILE_NAME_MAX) errors.name = VIEWER_NAME_TOO_LONG;
  if (values.pin !== '' && !new RegExp(`^[0-9]{${VIEWER_PIN_LENGTH}}$`).test(values.pin)) {
    errors.pin = VIEWER_PIN_FORMAT;
  }
  return errors;
}
