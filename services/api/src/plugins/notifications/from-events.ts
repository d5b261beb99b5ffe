import type { NotificationEvent, NotificationType } from '@premieres/contracts';
import type { AccountEventMap, AccountEventName, AccountEvents } from '../../account-events/account-events';

/** What one account event becomes: whose, which texts (i18n keys + params), and its dedupe key. */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  event: NotificationEvent;
  params: Record<string, string | number>;
  sourceKey: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

type Mappers = { [K in AccountEventName]: (event: AccountEventMap[K]) => NotificationDraft };

/** Spec §3 types: welcome for a new account, billing for everything about paying. */
const MAPPERS: Mappers = {
  welcome: (e) => ({
    userId: e.userId,
    type: 'welcome',
    event: 'welcome',
    params: { name: e.fullName },
    sourceKey: 'welcome',
  }),
  paymentSucceeded: (e) => ({
    userId: e.userId,
    type: 'billing',
    event: 'paymentSucceeded',
    params: { plan: e.planId, amount: e.amountInr, periodEnd: e.periodEnd.toISOString() },
    sourceKey: `paymentSucceeded:${e.eventId}`,
  }),
  paymentFailed: (e) => ({
    userId: e.userId,
    type: 'billing',
    event: 'paymentFailed',
    params: { plan: e.planId, reason: e.reason },
    sourceKey: `paymentFailed:${e.eventId}`,
  }),
  renewalUpcoming: (e) => ({
    userId: e.userId,
    type: 'billing',
    // A subscription set to end gets "ends in 3 days", not "renews in 3 days".
    event: e.willRenew ? 'renewalUpcoming' : 'renewalEnding',
    params: { plan: e.planId, date: e.renewsAt.toISOString() },
    sourceKey: `renewalUpcoming:${e.planId}:${day(e.renewsAt)}`,
  }),
  subscriptionCancelled: (e) => ({
    userId: e.userId,
    type: 'billing',
    event: 'subscriptionCancelled',
    params: { plan: e.planId, date: e.endsAt.toISOString() },
    sourceKey: `subscriptionCancelled:${e.planId}:${day(e.endsAt)}`,
  }),
};

export const ACCOUNT_EVENT_NAMES = Object.keys(MAPPERS) as AccountEventName[];

/** The i18n keys (namespace 'account') of a notification made by `event`. */
export function notificationKeys(event: NotificationEvent): { title: string; message: string } {
  return { title: `notifications.events.${event}.title`, message: `notifications.events.${event}.message` };
}

/** Listens to every account event; returns the function that stops listening. */
export function listenToAccountEvents(
  events: AccountEvents,
  store: (draft: NotificationDraft) => Promise<void>,
): () => void {
  const stops = ACCOUNT_EVENT_NAMES.map((name) =>
    events.on(name, (event) => store((MAPPERS[name] as (e: typeof event) => NotificationDraft)(event))),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
