import type { ApiConfig } from '../../config';

/**
 * Refuses payment settings that would let money (or free access) go astray: an unknown provider,
 * the simulated provider in production without ALLOW_SIMULATED_PAYMENTS=true, no webhook secret.
 */
export function assertBillingConfig(config: ApiConfig): void {
  const { billing } = config;
  if (billing.provider !== 'simulated' && billing.provider !== 'razorpay') {
    throw new Error(`PAYMENT_PROVIDER must be simulated or razorpay, not ${billing.provider}`);
  }
  if (config.isProduction && billing.provider === 'simulated' && !billing.allowSimulatedInProduction) {
    throw new Error(
      'The simulated payment provider is refused in production (set ALLOW_SIMULATED_PAYMENTS=true)',
    );
  }
  if (billing.webhookSecret.length < 16)
    throw new Error('PAYMENT_WEBHOOK_SECRET must be set (16+ characters)');
  if (billing.provider === 'razorpay' && !billing.razorpay) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  }
}
