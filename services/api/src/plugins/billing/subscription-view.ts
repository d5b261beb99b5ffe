import type { SubscriptionDetail } from '@premieres/contracts';
import { isActive } from '../../core/entitlement';
import type { SubscriptionDoc } from '../../models/subscription';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The billing portal's view of the account's subscription at `now`. */
export function subscriptionDetail(doc: SubscriptionDoc | null, now: Date): SubscriptionDetail {
  if (!doc) {
    return {
      active: false,
      plan: null,
      status: 'none',
      current_period_start: null,
      current_period_end: null,
      cancel_at_period_end: false,
      pending_plan: null,
      invoices: [],
    };
  }
  const active = isActive(doc, now);
  return {
    active,
    plan: doc.plan,
    status: active ? 'active' : 'ended',
    current_period_start: iso(doc.current_period_start),
    current_period_end: iso(doc.current_period_end),
    cancel_at_period_end: doc.cancel_at_period_end,
    pending_plan: active ? doc.pending_plan : null,
    invoices: [...doc.invoices]
      .sort((a, b) => b.paid_at.getTime() - a.paid_at.getTime())
      .map((invoice) => ({
        id: invoice._id,
        plan: invoice.plan,
        kind: invoice.kind,
        amount_inr: invoice.amount_inr,
        paid_at: invoice.paid_at.toISOString(),
        period_start: invoice.period_start.toISOString(),
        period_end: invoice.period_end.toISOString(),
      })),
  };
}
