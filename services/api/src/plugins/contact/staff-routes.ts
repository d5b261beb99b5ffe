import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import {
  CONTACT_ERROR_CODES,
  ContactListQuerySchema,
  ContactListSchema,
  ContactMessageRecordSchema,
} from '@premieres/contracts';
import { recordAudit } from '../../audit/audit-log';
import { callerOf } from '../../core/access';
import { AppError } from '../../core/errors';
import { errorResponses, ObjectIdSchema } from '../../core/schemas';
import { contactMessageModel } from '../../models/contact-message';
import { userModel } from '../../models/user';
import { toContactRecord } from './messages-store';

const tags = ['contact'];
const security = [{ bearerAuth: [] }];

/** The admin panel's Messages tab: staff list the contact messages and resolve them. */
export const staffMessageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const Messages = contactMessageModel(app.db);

  app.get(
    '/admin/contact-messages',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        security,
        summary: 'Contact messages, newest first; ?status=open|resolved',
        querystring: ContactListQuerySchema,
        response: { 200: ContactListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const filter = status ? { status } : {};
      const [docs, total] = await Promise.all([
        Messages.find(filter)
          .sort({ created_at: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        Messages.countDocuments(filter),
      ]);
      return { items: docs.map(toContactRecord), total, page, limit };
    },
  );

  app.post(
    '/admin/contact-messages/:id/resolve',
    {
      config: { access: 'moderator' },
      schema: {
        tags,
        security,
        summary: 'Mark a message resolved (once; again answers it unchanged); audited',
        params: Type.Object({ id: ObjectIdSchema }),
        response: { 200: ContactMessageRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = callerOf(request);
      const staff = await userModel(app.db).findById(actor.userId, { email: 1 }).lean();
      // Only an open message changes, so two staff resolving at once record one resolution.
      const resolved = await Messages.findOneAndUpdate(
        { _id: request.params.id, status: 'open' },
        {
          $set: {
            status: 'resolved',
            resolved_at: app.clock.now(),
            resolved_by: actor.userId,
            resolved_by_email: staff?.email ?? null,
          },
        },
        { returnDocument: 'after' },
      ).lean();
      if (resolved) {
        await recordAudit(app.db, actor, {
          action: 'contact.resolve',
          target_type: 'contact_message',
          target_id: resolved._id.toHexString(),
          before: { status: 'open' },
          after: { status: 'resolved' },
        });
        return toContactRecord(resolved);
      }
      const current = await Messages.findById(request.params.id).lean();
      if (!current) throw AppError.message(404, CONTACT_ERROR_CODES.notFound, 'admin.contactMessageNotFound');
      return toContactRecord(current);
    },
  );
};
