import { MESSAGES } from '../messages';
export const CONTACT_ERROR_CODES = {
  validation: 'CONTACT_INVALID',
  rateLimited: 'CONTACT_RATE_LIMITED',
  notFound: 'CONTACT_MESSAGE_NOT_FOUND',
} as const;
export const CONTACT_MESSAGE_NOT_FOUND: string = MESSAGES['admin.contactMessageNotFound'];
