import { createHmac, timingSafeEqual } from 'node:crypto';
import { BILLING_ERROR_CODES } from '@premieres/contracts';
import { AppError } from '../../../core/errors';

/** Hex HMAC-SHA256 of the raw body: the signature scheme of Razorpay webhooks (and ours). */
export function signBody(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Constant-time check; a missing or wrong signature is 401 SIGNATURE_INVALID and nothing is read. */
export function assertSigned(secret: string, rawBody: Buffer, signature: string | undefined): void {
  const expected = Buffer.from(signBody(secret, rawBody));
  const given = Buffer.from(signature ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw AppError.message(401, BILLING_ERROR_CODES.signatureInvalid, 'billing.signatureInvalid');
  }
}

export function invalidEvent(): AppError {
  return AppError.message(400, BILLING_ERROR_CODES.eventInvalid, 'billing.eventInvalid');
}

/** The parsed JSON body, or 400. */
export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw invalidEvent();
  }
}
