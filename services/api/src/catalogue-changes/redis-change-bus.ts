import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CatalogueChangeBus, LocalListeners } from './change-bus';

export const CATALOGUE_CHANNEL = 'premieres:catalogue-changed';

export interface RedisChangeBusOptions {
  /** Connection URL (REDIS_URL), or a connected client to publish with (a shared connection). */
  redis: string | Redis;
  channel?: string;
  /** Where a failed publish is reported (the write itself has succeeded by then). */
  onError?: (error: unknown) => void;
}

/**
 * The catalogue change bus over Redis pub/sub: a change is announced on one channel that every
 * API process subscribes to. This process's listeners run at once (not on the round trip), and
 * its own message is recognised by the origin id and ignored. Subscribing needs a connection of
 * its own (a subscribed Redis connection can do nothing else), so it duplicates the publisher.
 */
export async function createRedisChangeBus(options: RedisChangeBusOptions): Promise<CatalogueChangeBus> {
  const channel = options.channel ?? CATALOGUE_CHANNEL;
  const ownsPublisher = typeof options.redis === 'string';
  const publisher =
    typeof options.redis === 'string'
      ? new Redis(options.redis, { lazyConnect: true, maxRetriesPerRequest: 2 })
      : options.redis;
  const subscriber = publisher.duplicate({ lazyConnect: true });
  const origin = randomUUID();
  const listeners = new LocalListeners();
  const report = options.onError ?? (() => undefined);

  subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== origin) listeners.notify();
  });
  subscriber.on('error', report);
  if (ownsPublisher) {
    publisher.on('error', report);
    await publisher.connect();
  }
  await subscriber.connect();
  await subscriber.subscribe(channel);

  return {
    async publish() {
      listeners.notify();
      try {
        await publisher.publish(channel, origin);
      } catch (error) {
        // Other replicas fall back to their cache TTL; the write itself stands.
        report(error);
      }
    },
    subscribe: (listener) => listeners.subscribe(listener),
    async close() {
      subscriber.disconnect();
      if (ownsPublisher) publisher.disconnect();
    },
  };
}
