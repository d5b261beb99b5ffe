import { loadConfig } from '../../config';
import { assertBillingConfig } from './config-check';

const prodEnv = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), MONGODB_URI: 'mongodb://db/premieres' };

describe('payment settings', () => {
  it('uses the simulated provider by default in development and test', () => {
    const config = loadConfig({});
    expect(config.billing.provider).toBe('simulated');
    expect(() => assertBillingConfig(config)).not.toThrow();
  });

  it('refuses the simulated provider in production unless explicitly allowed', () => {
    const secret = { PAYMENT_WEBHOOK_SECRET: 's'.repeat(32) };
    expect(() => assertBillingConfig(loadConfig({ ...prodEnv, ...secret }))).toThrow(/simulated/);
    const allowed = loadConfig({ ...prodEnv, ...secret, ALLOW_SIMULATED_PAYMENTS: 'true' });
    expect(() => assertBillingConfig(allowed)).not.toThrow();
  });

  it('needs a webhook secret in production, keys for Razorpay, and a known provider', () => {
    const razorpayNoSecret = loadConfig({
      ...prodEnv,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'k',
      RAZORPAY_KEY_SECRET: 's',
    });
    expect(() => assertBillingConfig(razorpayNoSecret)).toThrow(/PAYMENT_WEBHOOK_SECRET/);
    expect(() => assertBillingConfig(loadConfig({ PAYMENT_PROVIDER: 'razorpay' }))).toThrow(
      /RAZORPAY_KEY_ID/,
    );
    // An unknown provider never gets past the configuration schema.
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
