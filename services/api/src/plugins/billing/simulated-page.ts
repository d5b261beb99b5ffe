import { planById } from '@premieres/contracts';
import type { CheckoutSessionDoc } from '../../models/checkout-session';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

const STYLE = `body{font-family:system-ui,sans-serif;background:#0b1020;color:#e8ecf5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#151c33;border-radius:12px;padding:32px;width:min(420px,90vw);box-shadow:0 8px 32px #0008}
.mode{background:#fbbf24;color:#111;font-weight:700;font-size:12px;padding:4px 8px;border-radius:4px;display:inline-block}
h1{font-size:20px}.amount{font-size:32px;font-weight:700;margin:8px 0 24px}
button{font-size:16px;padding:12px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#e50914;color:#fff}.decline{background:#374151;color:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The simulated provider's hosted checkout page, like a provider's test mode: plan, amount in
 * rupees, Pay and Decline. It is the provider's page, not the app's, so it is English only.
 */
export function checkoutPage(session: CheckoutSessionDoc, action: string, open: boolean): string {
  const plan = planById(session.plan);
  const what = session.kind === 'upgrade' ? `Upgrade to ${plan.name}` : `${plan.name} plan, monthly`;
  const head = `<span class="mode">TEST MODE</span><h1>premieres · Simulated payments</h1><p>${escapeHtml(what)}</p><p class="amount" data-testid="amount">${escapeHtml(rupees(session.amount_inr))}</p>`;
  if (!open) {
    const back = `/success?session_id=${encodeURIComponent(session._id)}`;
    return page(
      'Checkout closed',
      `${head}<p>This checkout is closed.</p><p><a href="${escapeHtml(back)}" style="color:#93c5fd">Back to premieres</a></p>`,
    );
  }
  const form = `<form method="post" action="${escapeHtml(action)}"><button class="pay" name="outcome" value="pay">Pay</button><button class="decline" name="outcome" value="decline">Decline</button></form>`;
  return page(
    `Pay ${rupees(session.amount_inr)}`,
    `${head}${form}<p style="opacity:.7;font-size:13px">No real money moves in test mode.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Checkout not found', '<h1>Checkout not found</h1><p>This payment link is not valid.</p>');
}
