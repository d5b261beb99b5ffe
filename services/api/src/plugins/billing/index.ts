import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { assertBillingConfig } from './config-check';
import { planRoutes } from './plan-routes';
import { selectProvider } from './providers/select';
import { isSimulated } from './providers/simulated';
import { ledgerOf } from './receive';
import { simulatedRoutes } from './simulated-routes';
import { subscriptionRoutes } from './subscription-routes';
import { sweepSubscriptions } from './sweep';
import { webhookRoutes } from './webhook-routes';

/**
 * Domain plugin: plans, checkout through a payment provider, the signed-event webhook, the
 * member's subscription (change plan, cancel, resume) and the renewal sweep.
 */
export const billingPlugin: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.apiConfig;
  assertBillingConfig(config);
  const provider = selectProvider(config);

  await app.register(planRoutes);
  await app.register(subscriptionRoutes(provider));
  await app.register(webhookRoutes(provider));
  if (isSimulated(provider)) await app.register(simulatedRoutes(provider));

  const interval = config.billing.sweepIntervalMs;
  if (interval > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      sweepSubscriptions(ledgerOf(app), provider.renewsBySweep)
        .catch((err) => app.log.error({ err }, 'subscription sweep failed'))
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
