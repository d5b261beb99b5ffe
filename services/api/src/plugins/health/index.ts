import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { connectionState } from '../../db/connection';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  db: Type.Object({ state: Type.String(), backend: Type.String() }),
});

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

/** Domain plugin: liveness and database state for load balancers and the gateway. */
export const healthPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'anon' },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Service and database state (503 when the database does not answer)',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
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
      return reply.code(alive ? 200 : 503).send(body);
    },
  );
};
