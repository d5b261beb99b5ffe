import { MESSAGES, type MessageValues, messageText, type RuleErrors } from '../messages';
import type { Certification } from '../movie/certification';
import { sanitizeViewerName } from '../text/sanitize';
import { VIEWER_PIN_LENGTH, VIEWER_PROFILE_NAME_MAX, type ViewerAvatar } from './viewer-limits';

/** The values of the profile messages' placeholders ({{max}} characters, {{length}} digits). */
export const VIEWER_MESSAGE_VALUES: MessageValues = {
  max: VIEWER_PROFILE_NAME_MAX,
  length: VIEWER_PIN_LENGTH,
};
export const VIEWER_NAME_REQUIRED: string = MESSAGES['profile.nameRequired'];
export const VIEWER_NAME_TOO_LONG: string = messageText('profile.nameTooLong', VIEWER_MESSAGE_VALUES);
export const VIEWER_PIN_FORMAT: string = messageText('profile.pinFormat', VIEWER_MESSAGE_VALUES);

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
): RuleErrors<ViewerProfileFormField> {
  const errors: RuleErrors<ViewerProfileFormField> = {};
  const name = sanitizeViewerName(values.name);
  if (!name) errors.name = 'profile.nameRequired';
  else if (name.length > VIEWER_PROFILE_NAME_MAX) errors.name = 'profile.nameTooLong';
  if (values.pin !== '' && !isViewerPin(values.pin)) errors.pin = 'profile.pinFormat';
  return errors;
}

const PIN = new RegExp(`^[0-9]{${VIEWER_PIN_LENGTH}}$`);
const isViewerPin = (pin: string): boolean => PIN.test(pin);

/** The PIN prompt of a protected profile (choosing it to watch). */
export interface ViewerPinEntry {
  pin: string;
}

/** The PIN prompt's rule: exactly VIEWER_PIN_LENGTH digits (the API checks the PIN itself). */
export function validateViewerPinEntry(values: ViewerPinEntry): RuleErrors<'pin'> {
  return isViewerPin(values.pin) ? {} : { pin: 'profile.pinFormat' };
}
