import type { MovieDisplay, Paged } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { createLocalChangeBus } from '../../src/catalogue-changes/change-bus';
import { movieWrite } from '../admin/admin-fixtures';
import { bearer, DEV_MODERATOR, signIn, startTestApp, startTestDb, type TestDb } from '../helpers';
import { type RedisServer, startRedisServer } from '../support/redis-server';

/** Resolves on the next change the bus delivers. */
function nextChange(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    const off = app.catalogueChanges.subscribe(() => {
      off();
      resolve();
    });
  });
}

describe('local change bus', () => {
  it('calls every listener on publish, until it unsubscribes', async () => {
    const bus = createLocalChangeBus();
    const seen: string[] = [];
    const offA = bus.subscribe(() => seen.push('a'));
    bus.subscribe(() => seen.push('b'));
    await bus.publish();
    offA();
    await bus.publish();
    expect(seen).toEqual(['a', 'b', 'b']);
  });
});

describe('catalogue changes across API processes (Redis pub/sub)', () => {
  let redis: RedisServer;
  let db: TestDb;
  let writer: FastifyInstance;
  let reader: FastifyInstance;

  beforeAll(async () => {
    redis = await startRedisServer();
    db = await startTestDb();
    // Two API processes on one database and one Redis, each with its own read cache (60 s).
    process.env.CATALOG_CACHE_TTL_MS = '60000';
    writer = await startTestApp(db.uri, { redisUrl: redis.url });
    reader = await startTestApp(db.uri, {
      redisUrl: redis.url,
      seed: { enabled: false, admin: null, moderator: null, member: null },
    });
  }, 60_000);

  afterAll(async () => {
    delete process.env.CATALOG_CACHE_TTL_MS;
    await writer?.close();
    await reader?.close();
    await db?.stop();
    await redis?.stop();
  });

  const search = async (app: FastifyInstance, q: string): Promise<Paged<MovieDisplay>> =>
    (await app.inject({ method: 'GET', url: `/api/movies?q=${encodeURIComponent(q)}` })).json();

  it("a staff write on one process clears the other's cache: its next read shows the write", async () => {
    expect((await search(reader, 'Across Processes')).total).toBe(0); // now cached for 60 s
    const moderator = await signIn(writer, DEV_MODERATOR.email, DEV_MODERATOR.password);
    const delivered = nextChange(reader);
    const res = await writer.inject({
      method: 'POST',
      url: '/api/admin/movies',
      payload: movieWrite({ title: 'Across Processes' }),
      headers: bearer(moderator.accessToken),
    });
    expect(res.statusCode).toBe(201);
    await delivered;
    expect((await search(reader, 'Across Processes')).total).toBe(1);
  });
});
