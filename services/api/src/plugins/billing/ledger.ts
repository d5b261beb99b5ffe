import { randomBytes } from 'node:crypto';
import { addMonth } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import type { AccountEvents } from '../../account-events/account-events';
import { isActive } from '../../core/entitlement';
import { type CheckoutSessionDoc, checkoutSessionModel } from '../../models/checkout-session';
import { paymentEventModel } from '../../models/payment-event';
import { type InvoiceDoc, type SubscriptionDoc, subscriptionModel } from '../../models/subscription';
import type { ProviderEvent } from './providers/provider';

export interface Ledger {
  db: FastifyInstance['db'];
  now: Date;
  events: AccountEvents;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 11000;
}

export const invoiceId = () => `inv_${randomBytes(9).toString('base64url')}`;

/**
 * Runs `apply` once per event id: the id is claimed first (unique _id), so a replay, even a
 * concurrent one, finds it taken and changes nothing. If applying fails the claim is released,
 * so the provider's retry can apply it.
 */
export async function oncePerEvent(
  ledger: Ledger,
  event: { id: string; type: string },
  provider: string,
  apply: () => Promise<void>,
): Promise<'applied' | 'duplicate'> {
  const Events = paymentEventModel(ledger.db);
  try {
    await Events.create({ _id: event.id, type: event.type, provider, received_at: ledger.now });
  } catch (error) {
    if (isDuplicateKey(error)) return 'duplicate';
    throw error;
  }
  try {
    await apply();
  } catch (error) {
    await Events.deleteOne({ _id: event.id });
    throw error;
  }
  return 'applied';
}

/** The subscription after a paid checkout: a new period (or an upgrade within the current one). */
async function applyPaid(ledger: Ledger, session: CheckoutSessionDoc, eventId: string) {
  const Subscriptions = subscriptionModel(ledger.db);
  const current = await Subscriptions.findOne({ user_id: session.user_id }).lean();
  const active = isActive(current, ledger.now);
  let periodStart: Date;
  let periodEnd: Date;
  if (session.kind === 'upgrade' && current && active) {
    // Upgrade: the new plan now, for the rest of the period already paid (prorated charge).
    periodStart = ledger.now;
    periodEnd = current.current_period_end;
  } else {
    // A second payment while still active (two tabs) prepays the following month.
    periodStart = current && active ? current.current_period_end : ledger.now;
    periodEnd = addMonth(periodStart);
  }
  const invoice: InvoiceDoc = {
    _id: invoiceId(),
    plan: session.plan,
    kind: session.kind,
    amount_inr: session.amount_inr,
    paid_at: ledger.now,
    period_start: periodStart,
    period_end: periodEnd,
    event_id: eventId,
  };
  const keepsPeriod = session.kind === 'upgrade' && active;
  await Subscriptions.updateOne(
    { user_id: session.user_id },
    {
      $set: {
        plan: session.plan,
        status: 'active',
        current_period_start: keepsPeriod && current ? current.current_period_start : periodStart,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        pending_plan: null,
      },
      $push: { invoices: invoice },
      $setOnInsert: { created_at: ledger.now, renewal_notice_for: null },
    },
    { upsert: true },
  );
  await ledger.events.emit('paymentSucceeded', {
    userId: session.user_id.toHexString(),
    planId: session.plan,
    amountInr: session.amount_inr,
    periodEnd,
    eventId,
  });
}

/**
 * Applies a verified provider event to its checkout session and the account's subscription.
 * Only an open, unexpired session is settled (atomically, so it settles once); an event about
 * an unknown or settled session is recorded and changes nothing.
 */
export async function applyProviderEvent(ledger: Ledger, event: ProviderEvent): Promise<void> {
  const Sessions = checkoutSessionModel(ledger.db);
  const open = { _id: event.sessionId, status: 'open' as const, expires_at: { $gt: ledger.now } };
  if (event.type === 'payment.succeeded') {
    const session = await Sessions.findOneAndUpdate(
      open,
      { $set: { status: 'paid', completed_at: ledger.now } },
      { returnDocument: 'after' },
    ).lean<CheckoutSessionDoc>();
    if (session) await applyPaid(ledger, session, event.id);
    return;
  }
  const session = await Sessions.findOneAndUpdate(
    open,
    { $set: { status: 'declined', failure_reason: event.reason, completed_at: ledger.now } },
    { returnDocument: 'after' },
  ).lean<CheckoutSessionDoc>();
  if (session) {
    await ledger.events.emit('paymentFailed', {
      userId: session.user_id.toHexString(),
      planId: session.plan,
      reason: event.reason,
      eventId: event.id,
    });
  }
}

export type { SubscriptionDoc };
