import { EventEmitter } from 'node:events';

/**
 * "The catalogue changed": staff writes publish, every API process's read cache listens. The
 * local bus reaches this process only; the Redis bus (redis-change-bus.ts) reaches every process
 * subscribed to the same channel, and this one synchronously, so a writer reads its own write.
 */
export interface CatalogueChangeBus {
  /** Announce a change; resolves once other processes have been told (or telling them failed and was logged). */
  publish(): Promise<void>;
  /** Calls `listener` on every change from any process; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
}

const EVENT = 'changed';

/** Listeners of this process; the building block of both buses. */
export class LocalListeners {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  notify(): void {
    this.emitter.emit(EVENT);
  }

  subscribe(listener: () => void): () => void {
    this.emitter.on(EVENT, listener);
    return () => this.emitter.off(EVENT, listener);
  }
}

/** One process (the default, and enough for a single replica). */
export function createLocalChangeBus(): CatalogueChangeBus {
  const listeners = new LocalListeners();
  return {
    publish: async () => listeners.notify(),
    subscribe: (listener) => listeners.subscribe(listener),
    close: async () => undefined,
  };
}
