import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnalyticsSchema,
  AuditListQuerySchema,
  AuditListSchema,
  isAdminRole,
  PlayStatsSchema,
  StaffListSchema,
} from '@premieres/contracts';
import { toAuditEntry } from '../../../audit/audit-log';
import { maskEmail, maskEmailsIn } from '../../../audit/mask-emails';
import { callerOf } from '../../../core/access';
import { errorResponses } from '../../../core/schemas';
import { auditEntryModel } from '../../../models/audit-entry';
import { userModel } from '../../../models/user';
import { userRoleModel } from '../../../models/user-role';
import { computeAnalytics } from './analytics';
import { computePlayStats } from './play-stats';

const security = [{ bearerAuth: [] }];

/** Domain plugin part: analytics, the audit log and the staff list its filter offers. */
export const insightsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/analytics',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Counts, the newest titles, titles added per week and the most-listed titles',
        security,
        response: { 200: AnalyticsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => computeAnalytics(app.db),
  );

  app.get(
    '/analytics/plays',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Plays per title (most played first) and the share of plays that reached the end',
        security,
        response: { 200: PlayStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => computePlayStats(app.db),
  );

  app.get(
    '/audit',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Staff writes, newest first; actor = a staff member id',
        security,
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor, page, limit } = request.query;
      const filter = actor ? { actor_id: actor } : {};
      const Audit = auditEntryModel(app.db);
      const [docs, total] = await Promise.all([
        Audit.find(filter)
          .sort({ at: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean(),
        Audit.countDocuments(filter),
      ]);
      const entries = docs.map(toAuditEntry);
      // E-mail addresses are user data: admins only (moderators see them masked).
      const items = isAdminRole(callerOf(request).role) ? entries : entries.map(maskEmailsIn);
      return { items, total, page, limit };
    },
  );

  app.get(
    '/staff',
    {
      config: { access: 'moderator' },
      schema: {
        tags: ['admin'],
        summary: 'Moderators and admins (the audit filter), by e-mail',
        security,
        response: { 200: StaffListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const mask = isAdminRole(callerOf(request).role) ? (email: string) => email : maskEmail;
      const roles = await userRoleModel(app.db)
        .find({ role: { $in: ['moderator', 'admin'] } }, { user_id: 1, role: 1 })
        .lean();
      const users = await userModel(app.db)
        .find({ _id: { $in: roles.map((r) => r.user_id) } }, { email: 1 })
        .sort({ email: 1 })
        .lean();
      const roleOf = new Map(roles.map((r) => [r.user_id.toString(), r.role]));
      return users.map((u) => ({
        id: u._id.toString(),
        email: mask(u.email),
        role: roleOf.get(u._id.toString()) ?? 'user',
      }));
    },
  );
};
