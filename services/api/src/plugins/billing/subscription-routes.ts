import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { MessageId } from '@premieres/contracts';
import {
  BILLING_ERROR_CODES,
  CheckoutSessionSchema,
  CheckoutStartSchema,
  PlanChangeSchema,
  PlanChoiceSchema,
  planById,
  planRank,
  proratedUpgrade,
  SubscriptionDetailSchema,
} from '@premieres/contracts';
import { callerOf } from '../../core/access';
import { isActive } from '../../core/entitlement';
import { AppError } from '../../core/errors';
import { errorResponses } from '../../core/schemas';
import { checkoutSessionModel } from '../../models/checkout-session';
import { subscriptionModel } from '../../models/subscription';
import { SESSION_ID_PATTERN, startCheckout } from './checkout';
import type { PaymentProvider } from './providers/provider';
import { subscriptionDetail } from './subscription-view';

const conflict = (code: string, id: MessageId) => AppError.message(409, code, id);
const noSubscription = () => conflict(BILLING_ERROR_CODES.noSubscription, 'billing.noSubscription');
const SessionParams = Type.Object({ sessionId: Type.String({ pattern: SESSION_ID_PATTERN }) });

/** The member's own subscription: read it, buy one, change plan, cancel, resume. */
export function subscriptionRoutes(provider: PaymentProvider): FastifyPluginAsyncTypebox {
  return async (app) => {
    const Subscriptions = subscriptionModel(app.db);
    const Sessions = checkoutSessionModel(app.db);
    const load = (userId: string) => Subscriptions.findOne({ user_id: userId }).lean();
    const detail = async (userId: string) => subscriptionDetail(await load(userId), app.clock.now());

    app.get(
      '/billing/subscription',
      {
        // Invoices and the plan are for grown-ups: a kids profile's token is refused.
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary: 'The caller’s subscription: plan, period, cancellation, pending downgrade, invoices',
          response: { 200: SubscriptionDetailSchema, ...errorResponses(401, 403) },
        },
      },
      async (request) => detail(callerOf(request).userId),
    );

    app.post(
      '/billing/checkout',
      {
        // A kids profile cannot buy or change plans (viewer 'manager').
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary: 'Starts paying for a plan: answers the provider’s hosted checkout URL',
          body: PlanChoiceSchema,
          response: { 201: CheckoutStartSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const { userId } = callerOf(request);
        if (isActive(await load(userId), app.clock.now())) {
          throw conflict(BILLING_ERROR_CODES.alreadySubscribed, 'billing.alreadySubscribed');
        }
        const plan = planById(request.body.planId);
        const started = await startCheckout(app, provider, {
          userId,
          plan: plan.id,
          kind: 'new',
          amountInr: plan.price,
        });
        return reply.code(201).send(started);
      },
    );

    app.get(
      '/billing/checkout/:sessionId',
      {
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary: 'One of the caller’s checkouts (the success page); another account’s is unknown',
          params: SessionParams,
          response: { 200: CheckoutSessionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        const session = await Sessions.findOne({ _id: request.params.sessionId, user_id: userId }).lean();
        if (!session)
          throw AppError.message(404, BILLING_ERROR_CODES.checkoutNotFound, 'billing.checkoutNotFound');
        const now = app.clock.now();
        const expired = session.status === 'open' && session.expires_at <= now;
        const sub = session.status === 'paid' ? await load(userId) : null;
        return {
          id: session._id,
          status: expired ? ('expired' as const) : session.status,
          kind: session.kind,
          plan: session.plan,
          amount_inr: session.amount_inr,
          current_period_end: sub ? sub.current_period_end.toISOString() : null,
        };
      },
    );

    app.post(
      '/billing/change-plan',
      {
        // A kids profile cannot buy or change plans (viewer 'manager').
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary:
            'Upgrade now (prorated checkout) or downgrade at period end; the current plan undoes a downgrade',
          body: PlanChoiceSchema,
          response: { 200: PlanChangeSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        const now = app.clock.now();
        const sub = await load(userId);
        if (!sub || !isActive(sub, now)) throw noSubscription();
        const wanted = request.body.planId;
        if (wanted === sub.plan) {
          if (!sub.pending_plan) throw conflict(BILLING_ERROR_CODES.samePlan, 'billing.samePlan');
          await Subscriptions.updateOne({ _id: sub._id }, { $set: { pending_plan: null } });
          return { kind: 'scheduled' as const, subscription: await detail(userId) };
        }
        if (planRank(wanted) < planRank(sub.plan)) {
          await Subscriptions.updateOne({ _id: sub._id }, { $set: { pending_plan: wanted } });
          return { kind: 'scheduled' as const, subscription: await detail(userId) };
        }
        const amountInr = proratedUpgrade(
          planById(sub.plan).price,
          planById(wanted).price,
          sub.current_period_start,
          sub.current_period_end,
          now,
        );
        const checkout = await startCheckout(app, provider, {
          userId,
          plan: wanted,
          kind: 'upgrade',
          amountInr,
        });
        return { kind: 'checkout' as const, checkout };
      },
    );

    app.post(
      '/billing/cancel',
      {
        // A kids profile cannot buy or change plans (viewer 'manager').
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary: 'Cancel at period end (access continues until then)',
          response: { 200: SubscriptionDetailSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        const sub = await load(userId);
        if (!sub || !isActive(sub, app.clock.now())) throw noSubscription();
        const changed = await Subscriptions.updateOne(
          { _id: sub._id, cancel_at_period_end: false },
          { $set: { cancel_at_period_end: true } },
        );
        if (changed.modifiedCount === 1) {
          await app.accountEvents.emit('subscriptionCancelled', {
            userId,
            planId: sub.plan,
            endsAt: sub.current_period_end,
          });
        }
        return detail(userId);
      },
    );

    app.post(
      '/billing/resume',
      {
        // A kids profile cannot buy or change plans (viewer 'manager').
        config: { access: 'user', viewer: 'manager' },
        schema: {
          tags: ['billing'],
          summary: 'Undo a cancellation before the period ends',
          response: { 200: SubscriptionDetailSchema, ...errorResponses(401, 409) },
        },
      },
      async (request) => {
        const { userId } = callerOf(request);
        const sub = await load(userId);
        if (!sub || !isActive(sub, app.clock.now())) throw noSubscription();
        if (!sub.cancel_at_period_end) {
          throw conflict(BILLING_ERROR_CODES.notCancelled, 'billing.notCancelled');
        }
        await Subscriptions.updateOne({ _id: sub._id }, { $set: { cancel_at_period_end: false } });
        return detail(userId);
      },
    );
  };
}
