import type { ApiConfig } from '../../../config';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { simulatedProvider } from './simulated';

/** The configured provider (PAYMENT_PROVIDER); config-check.ts has refused unsafe settings. */
export function selectProvider(config: ApiConfig): PaymentProvider {
  const { billing } = config;
  if (billing.provider === 'razorpay' && billing.razorpay) {
    return razorpayProvider(billing.razorpay, billing.webhookSecret);
  }
  return simulatedProvider(billing.webhookSecret);
}
