import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditWrite, recordAudit } from '../../audit/audit-log';
import { callerOf } from '../../core/access';

/** After every catalogue write: the audit entry, and every API process drops its cached reads. */
export async function afterCatalogueWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  audit: AuditWrite,
): Promise<void> {
  await app.catalogueChanges.publish();
  await recordAudit(app.db, callerOf(request), audit);
}
