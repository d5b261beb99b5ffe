import { MESSAGES } from '../messages';
/** Stable `code`s of billing and entitlement failures; the browser translates them. */
export const BILLING_ERROR_CODES = {
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  noSubscription: 'NO_ACTIVE_SUBSCRIPTION',
  samePlan: 'SAME_PLAN',
  notCancelled: 'NOT_CANCELLED',
  checkoutNotFound: 'CHECKOUT_NOT_FOUND',
  checkoutClosed: 'CHECKOUT_CLOSED',
  signatureInvalid: 'SIGNATURE_INVALID',
  eventInvalid: 'EVENT_INVALID',
  noContent: 'NO_CONTENT',
  mediaLinkInvalid: 'MEDIA_LINK_INVALID',
} as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[keyof typeof BILLING_ERROR_CODES];

export const SUBSCRIPTION_REQUIRED_MESSAGE: string = MESSAGES['billing.subscriptionRequired'];
