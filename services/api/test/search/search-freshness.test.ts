import type { SearchResults, SearchSuggestions } from '@premieres/contracts';
import type { FastifyInstance } from 'fastify';
import { movieWrite } from '../admin/admin-fixtures';
import {
  bearer,
  DEV_MODERATOR,
  type Session,
  signIn,
  startTestApp,
  startTestDb,
  type TestDb,
} from '../helpers';
import { type RedisServer, startRedisServer } from '../support/redis-server';

/** Resolves on the next change the bus delivers to this app. */
function nextChange(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    const off = app.catalogueChanges.subscribe(() => {
      off();
      resolve();
    });
  });
}

/**
 * Two API processes on one database and one Redis, as replicas run: each has its own in-process
 * search index. A staff edit on one reaches the other's index through the catalogue change bus.
 */
describe('search index freshness across API processes (catalogue change bus over Redis)', () => {
  let redis: RedisServer;
  let db: TestDb;
  let writer: FastifyInstance;
  let reader: FastifyInstance;
  let moderator: Session;

  beforeAll(async () => {
    redis = await startRedisServer();
    db = await startTestDb();
    writer = await startTestApp(db.uri, { redisUrl: redis.url });
    reader = await startTestApp(db.uri, {
      redisUrl: redis.url,
      seed: { enabled: false, admin: null, moderator: null, member: null },
    });
    moderator = await signIn(writer, DEV_MODERATOR.email, DEV_MODERATOR.password);
  }, 60_000);

  afterAll(async () => {
    await writer?.close();
    await reader?.close();
    await db?.stop();
    await redis?.stop();
  });

  const search = async (app: FastifyInstance, q: string): Promise<string[]> => {
    const res = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
    return (res.json() as SearchResults).items.map((m) => m.title);
  };
  const suggest = async (app: FastifyInstance, q: string): Promise<string[]> => {
    const res = await app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    return (res.json() as SearchSuggestions).items.map((m) => m.title);
  };
  /** A staff write on the writer; resolves once the reader has been told. */
  const staffWrite = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const delivered = nextChange(reader);
    const res = await writer.inject({ method, url, payload, headers: bearer(moderator.accessToken) });
    expect(res.statusCode).toBeLessThan(300);
    await delivered;
    return res;
  };

  it('a title created, renamed and deleted on one process is found, renamed and gone on the other', async () => {
    // Both built their index at start from the same database.
    expect(await search(reader, 'Antarikh')).toEqual(['Antariksh']);
    expect(await search(reader, 'kaagaz ke phool')).toEqual([]);

    const created = await staffWrite(
      'POST',
      '/api/admin/movies',
      movieWrite({ title: 'Kaagaz Ke Phool', title_hi: 'काग़ज़ के फूल', certification: 'U' }),
    );
    const { id } = created.json() as { id: string };
    expect((await search(reader, 'kagaz ke phul'))[0]).toBe('Kaagaz Ke Phool');
    expect((await search(reader, 'काग़ज़ के फूल'))[0]).toBe('Kaagaz Ke Phool');
    expect((await suggest(reader, 'kaag'))[0]).toBe('Kaagaz Ke Phool');

    await staffWrite('PATCH', `/api/admin/movies/${id}`, { title: 'Kagaz Ki Naav', title_hi: 'काग़ज़ की नाव' });
    expect((await search(reader, 'kagaz ki naav'))[0]).toBe('Kagaz Ki Naav');
    expect(await search(reader, 'phool')).toEqual([]);

    await staffWrite('DELETE', `/api/admin/movies/${id}`);
    expect(await search(reader, 'kagaz ki naav')).toEqual([]);
    expect(await suggest(reader, 'kagaz')).toEqual([]);
  });

  it("an edit to a sample title's cast and names reaches the other process's index", async () => {
    expect(await search(reader, 'Ranveer Kapoor')).not.toContain('Golmaal Junction');
    await staffWrite('PATCH', '/api/admin/movies/3', { movie_cast: ['Ranveer Kapoor'], title_ml: null });
    expect((await search(reader, 'ranvir kapur'))[0]).toBe('Golmaal Junction');
    expect(await search(reader, 'गोलमाल')).toEqual(['Golmaal Junction']);
    const shown = await reader.inject({ method: 'GET', url: '/api/search/suggest?q=golmaal' });
    expect((shown.json() as SearchSuggestions).items[0]).toMatchObject({
      titleMl: null,
      titleHi: 'गोलमाल जंक्शन',
    });
  });
});
