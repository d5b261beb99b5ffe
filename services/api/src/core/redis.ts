import { Redis } from 'ioredis';

/**
 * The app's one Redis client (REDIS_URL), shared by the rate-limit store and the catalogue change
 * bus. Connected before the app starts, so a wrong URL fails the start instead of every request.
 * Commands fail fast while Redis is away (no offline queue growing without bound); readiness
 * reports it and the rate limits fail open (see app.ts).
 */
export async function connectRedis(url: string, onError: (error: unknown) => void): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5000 });
  redis.on('error', onError);
  await redis.connect();
  return redis;
}
