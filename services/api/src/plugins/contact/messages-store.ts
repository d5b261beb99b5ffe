import type { ContactMessageRecord } from '@premieres/contracts';
import type { ContactMessageDoc } from '../../models/contact-message';

export function toContactRecord(doc: ContactMessageDoc): ContactMessageRecord {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    email: doc.email,
    subject: doc.subject,
    message: doc.message,
    status: doc.status,
    created_at: doc.created_at.toISOString(),
    resolved_at: doc.resolved_at ? doc.resolved_at.toISOString() : null,
    resolved_by_email: doc.resolved_by_email ?? null,
  };
}
