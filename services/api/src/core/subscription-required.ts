import { BILLING_ERROR_CODES, SUBSCRIPTION_REQUIRED_MESSAGE } from '@premieres/contracts';
import { AppError } from './errors';

/** 403 with the stable code the browser turns into the plans upsell. */
export function subscriptionRequired(): AppError {
  return AppError.coded(403, BILLING_ERROR_CODES.subscriptionRequired, SUBSCRIPTION_REQUIRED_MESSAGE);
}
