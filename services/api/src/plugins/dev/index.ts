import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { pageSizeParam } from '@premieres/contracts';
import { outboxModel } from '../../models/outbox';

const OutboxMailSchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  links: Type.Array(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});

/**
 * Domain plugin, development only (never registered when NODE_ENV=production): the e-mails kept
 * in the outbox, newest first. The mails hold reset and confirmation links (secrets), so only an
 * admin may read them, even in development; e2e tests sign in as the development admin.
 */
export const devPlugin: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['dev'],
        summary: 'Last e-mails of the outbox, newest first (development only; admin)',
        security: [{ bearerAuth: [] }],
        querystring: Type.Object({
          to: Type.Optional(Type.String({ maxLength: 254, description: 'Only mail to this address' })),
          limit: pageSizeParam(100, 20),
        }),
        response: { 200: Type.Array(OutboxMailSchema) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const filter = to ? { to: to.trim().toLowerCase() } : {};
      const mails = await outboxModel(app.db)
        .find(filter)
        .sort({ created_at: -1, _id: -1 })
        .limit(limit)
        .lean();
      return mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        created_at: m.created_at.toISOString(),
      }));
    },
  );
};
