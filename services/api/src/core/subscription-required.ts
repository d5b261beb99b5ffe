import { BILLING_ERROR_CODES } from '@premieres/contracts';
import { AppError } from './errors';

/** 403 with the stable code the browser turns into the plans upsell. */
export function subscriptionRequired(): AppError {
  return AppError.message(403, BILLING_ERROR_CODES.subscriptionRequired, 'billing.subscriptionRequired');
}
