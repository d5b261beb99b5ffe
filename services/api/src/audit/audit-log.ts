import type { AuditAction, AuditEntry, AuditTarget } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import type { AuthContext } from '../core/access';
import { type AuditEntryDoc, auditEntryModel, type FieldChange } from '../models/audit-entry';
import { userModel } from '../models/user';

type Fields = Record<string, unknown> | null | undefined;

/** JSON-comparable form of a field value (dates as ISO text). */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value));
}

/** Before/after of each field that differs; a created record has before null, a deleted one after null. */
export function changedFields(
  before: Fields,
  after: Fields,
  ignore: readonly string[] = [],
): Record<string, FieldChange> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, FieldChange> = {};
  for (const key of keys) {
    if (ignore.includes(key)) continue;
    const b = plain(before?.[key]);
    const a = plain(after?.[key]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

export interface AuditWrite {
  action: AuditAction;
  target_type: AuditTarget;
  target_id: string | null;
  before?: Fields;
  after?: Fields;
}

// Bookkeeping fields every write moves; they add nothing to "what changed".
const IGNORED = ['_id', 'updated_at'];

/** Appends one entry for a staff write. Called after the write succeeded. */
export async function recordAudit(db: Connection, actor: AuthContext, write: AuditWrite): Promise<void> {
  const user = await userModel(db).findById(actor.userId, { email: 1 }).lean();
  await auditEntryModel(db).create({
    actor_id: actor.userId,
    actor_email: user?.email ?? '',
    action: write.action,
    target_type: write.target_type,
    target_id: write.target_id,
    changes: changedFields(write.before, write.after, IGNORED),
    at: new Date(),
  });
}

export function toAuditEntry(doc: AuditEntryDoc): AuditEntry {
  return {
    id: doc._id.toString(),
    actor_id: doc.actor_id.toString(),
    actor_email: doc.actor_email,
    action: doc.action,
    target_type: doc.target_type,
    target_id: doc.target_id ?? null,
    changes: doc.changes ?? {},
    at: doc.at.toISOString(),
  };
}
