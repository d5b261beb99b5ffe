import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import { connectionState } from '../../db/connection';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Object({ state: Type.String(), backend: Type.String() }),
});

/** true when `ping` answers within the time (database or Redis). */
async function pingDatabase(ping: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const ReadySchema = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unready')]),
  db: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  redis: Type.Union([Type.Literal('ok'), Type.Literal('unreachable'), Type.Literal('off')]),
});

/** Route options of a probe: public, quiet in the logs (polled every few seconds). */
function probe<T extends TSchema>(summary: string, body: T) {
  return {
    config: { access: 'anon' as const, withoutDatabase: true },
    logLevel: 'warn' as const,
    schema: { tags: ['health'], summary, response: { 200: body, 503: body } },
  };
}

/**
 * Domain plugin: liveness (/health: the process answers, 200 with the database state) and readiness
 * (/ready: the database and Redis answer, so a load balancer sends traffic; 503 otherwise).
 */
export const healthPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    probe(
      'Liveness: 200 while the process answers, with the database state (degraded when it does not answer)',
      HealthSchema,
    ),
    async (_request, reply) => {
      const { db } = app;
      const handle = db.db;
      const alive =
        db.readyState === 1 &&
        handle !== undefined &&
        (await pingDatabase(() => handle.command({ ping: 1 }), 2000));
      const body = {
        status: alive ? ('ok' as const) : ('degraded' as const),
        db: { state: alive ? connectionState(db) : 'unreachable', backend: app.apiConfig.dbBackend },
      };
      // Liveness: the process answers 200 either way. A database outage is not cured by
      // restarting every replica; /ready takes them out of the load balancer instead.
      return reply.code(200).send(body);
    },
  );

  app.get(
    '/ready',
    probe('Readiness: 200 when the database and Redis (if configured) answer, else 503', ReadySchema),
    async (_request, reply) => {
      const handle = app.db.db;
      const [dbUp, redisUp] = await Promise.all([
        app.db.readyState === 1 &&
          handle !== undefined &&
          pingDatabase(() => handle.command({ ping: 1 }), 2000),
        app.redis ? pingDatabase(() => (app.redis as NonNullable<typeof app.redis>).ping(), 2000) : null,
      ]);
      const ready = dbUp && redisUp !== false;
      const body = {
        status: ready ? ('ready' as const) : ('unready' as const),
        db: dbUp ? ('ok' as const) : ('unreachable' as const),
        redis: redisUp === null ? ('off' as const) : redisUp ? ('ok' as const) : ('unreachable' as const),
      };
      return reply.code(ready ? 200 : 503).send(body);
    },
  );
};
