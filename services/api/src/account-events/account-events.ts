import { EventEmitter } from 'node:events';

/**
 * What happens to an account that its owner should hear about. Domains that cause these (auth,
 * billing) emit them; the notifications domain listens and stores one notification each. Neither
 * side imports the other.
 */
export interface AccountEventMap {
  /** A new account was created. */
  welcome: { userId: string; fullName: string };
  paymentSucceeded: { userId: string; planId: string; amountInr: number; periodEnd: Date; eventId: string };
  paymentFailed: { userId: string; planId: string; reason: string; eventId: string };
  /** The subscription renews (or ends) in about three days. */
  renewalUpcoming: { userId: string; planId: string; renewsAt: Date; willRenew: boolean };
  subscriptionCancelled: { userId: string; planId: string; endsAt: Date };
}

export type AccountEventName = keyof AccountEventMap;

export interface AccountEvents {
  emit<K extends AccountEventName>(name: K, event: AccountEventMap[K]): Promise<void>;
  on<K extends AccountEventName>(
    name: K,
    listener: (event: AccountEventMap[K]) => Promise<void> | void,
  ): () => void;
}

/**
 * In-process: every listener runs before `emit` resolves, so the caller's response already
 * reflects the notification. A listener's failure is reported and does not undo the cause.
 */
export function createAccountEvents(
  onListenerError: (error: unknown, name: AccountEventName) => void,
): AccountEvents {
  const emitter = new EventEmitter().setMaxListeners(0);
  type Listener = (event: unknown) => Promise<void> | void;
  return {
    async emit(name, event) {
      const listeners = emitter.listeners(name) as Listener[];
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          onListenerError(error, name);
        }
      }
    },
    on(name, listener) {
      emitter.on(name, listener as Listener);
      return () => emitter.off(name, listener as Listener);
    },
  };
}
