import type { AuditAction, AuditTarget } from '@premieres/contracts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** One staff write: who (id + e-mail at the time), what, when, before/after of the changed fields. */
export interface AuditEntryDoc {
  _id: Types.ObjectId;
  actor_id: Types.ObjectId;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTarget;
  target_id: string | null;
  changes: Record<string, FieldChange>;
  at: Date;
}

const schema = new Schema<AuditEntryDoc>(
  {
    actor_id: { type: Schema.Types.ObjectId, required: true },
    actor_email: { type: String, required: true },
    action: { type: String, enum: AUDIT_ACTIONS, required: true },
    target_type: { type: String, enum: AUDIT_TARGETS, required: true },
    target_id: { type: String, default: null },
    changes: { type: Schema.Types.Mixed, default: {} },
    at: { type: Date, required: true },
  },
  { collection: 'audit_log', versionKey: false, minimize: false },
);
// Newest first, overall and per staff member.
schema.index({ at: -1 });
schema.index({ actor_id: 1, at: -1 });

export const auditEntryModel = defineModel<AuditEntryDoc>('AuditEntry', schema);
