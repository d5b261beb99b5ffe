import { addMonth, planById } from '@premieres/contracts';
import type { SubscriptionDoc } from '../../models/subscription';
import { subscriptionModel } from '../../models/subscription';
import { invoiceId, type Ledger, oncePerEvent } from './ledger';

export const RENEWAL_NOTICE_MS = 3 * 24 * 3600 * 1000;

export interface SweepResult {
  reminded: number;
  renewed: number;
  ended: number;
}

/** renewalUpcoming once per period, about three days before its end. */
async function remind(ledger: Ledger): Promise<number> {
  const Subscriptions = subscriptionModel(ledger.db);
  const soon = new Date(ledger.now.getTime() + RENEWAL_NOTICE_MS);
  const due = await Subscriptions.find({
    status: 'active',
    current_period_end: { $gt: ledger.now, $lte: soon },
  }).lean();
  let reminded = 0;
  for (const sub of due) {
    if (sub.renewal_notice_for?.getTime() === sub.current_period_end.getTime()) continue;
    // Conditional on the stored period, so two sweeps (two replicas) send it once.
    const claimed = await Subscriptions.updateOne(
      {
        _id: sub._id,
        current_period_end: sub.current_period_end,
        renewal_notice_for: sub.renewal_notice_for,
      },
      { $set: { renewal_notice_for: sub.current_period_end } },
    );
    if (claimed.modifiedCount !== 1) continue;
    reminded++;
    await ledger.events.emit('renewalUpcoming', {
      userId: sub.user_id.toHexString(),
      planId: sub.pending_plan ?? sub.plan,
      renewsAt: sub.current_period_end,
      willRenew: !sub.cancel_at_period_end,
    });
  }
  return reminded;
}

/** One period of a due subscription renewed: the pending downgrade applies, an invoice is added. */
async function renewOnce(ledger: Ledger, sub: SubscriptionDoc): Promise<SubscriptionDoc | null> {
  const start = sub.current_period_end;
  const end = addMonth(start);
  const plan = planById(sub.pending_plan ?? sub.plan);
  const eventId = `renewal_${sub._id.toHexString()}_${start.getTime()}`;
  let renewed: SubscriptionDoc | null = null;
  await oncePerEvent(ledger, { id: eventId, type: 'renewal.succeeded' }, 'simulated', async () => {
    renewed = await subscriptionModel(ledger.db)
      .findOneAndUpdate(
        { _id: sub._id, status: 'active', current_period_end: start, cancel_at_period_end: false },
        {
          $set: { plan: plan.id, pending_plan: null, current_period_start: start, current_period_end: end },
          $push: {
            invoices: {
              _id: invoiceId(),
              plan: plan.id,
              kind: 'renewal',
              amount_inr: plan.price,
              paid_at: start,
              period_start: start,
              period_end: end,
              event_id: eventId,
            },
          },
        },
        { returnDocument: 'after' },
      )
      .lean<SubscriptionDoc>();
    if (!renewed) return;
    await ledger.events.emit('paymentSucceeded', {
      userId: sub.user_id.toHexString(),
      planId: plan.id,
      amountInr: plan.price,
      periodEnd: end,
      eventId,
    });
  });
  return renewed;
}

/**
 * The subscription clock, run by a timer in the app and called directly by tests with a manual
 * clock: reminders three days ahead; at period end, a cancelled subscription ends and, when the
 * provider renews by itself (simulated), any other renews (catching up missed periods). Access
 * never waits for this: it compares the period end with the clock on every request.
 */
export async function sweepSubscriptions(ledger: Ledger, renews: boolean): Promise<SweepResult> {
  const Subscriptions = subscriptionModel(ledger.db);
  const result: SweepResult = { reminded: 0, renewed: 0, ended: 0 };
  const due = await Subscriptions.find({ status: 'active', current_period_end: { $lte: ledger.now } }).lean();
  for (const first of due) {
    let sub: SubscriptionDoc | null = first;
    while (sub && renews && !sub.cancel_at_period_end && sub.current_period_end <= ledger.now) {
      sub = await renewOnce(ledger, sub);
      if (sub) result.renewed++;
    }
    if (sub && sub.current_period_end <= ledger.now) {
      const ended = await Subscriptions.updateOne(
        { _id: sub._id, status: 'active', current_period_end: sub.current_period_end },
        { $set: { status: 'ended', cancel_at_period_end: false, pending_plan: null } },
      );
      result.ended += ended.modifiedCount;
    }
  }
  result.reminded = await remind(ledger);
  return result;
}
