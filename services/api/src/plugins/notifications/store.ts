import type { StoredNotification } from '@premieres/contracts';
import { type Connection, Types } from 'mongoose';
import type { Clock } from '../../core/clock';
import { type NotificationDoc, notificationModel } from '../../models/notification';
import { type NotificationDraft, notificationKeys } from './from-events';

/** One notification per draft; the same cause twice (a redelivered event) stays one. */
export async function storeNotification(
  db: Connection,
  clock: Clock,
  draft: NotificationDraft,
): Promise<void> {
  const userId = new Types.ObjectId(draft.userId);
  const insert = notificationModel(db).updateOne(
    { user_id: userId, source_key: draft.sourceKey },
    {
      $setOnInsert: {
        user_id: userId,
        source_key: draft.sourceKey,
        type: draft.type,
        event: draft.event,
        ...notificationKeys(draft.event),
        params: draft.params,
        read: false,
        created_at: clock.now(),
      },
    },
    { upsert: true },
  );
  // Two deliveries at once: one upsert loses on the unique key, and the notification exists.
  await insert.catch((error: { code?: unknown }) => {
    if (error.code !== 11000) throw error;
  });
}

export function toNotification(doc: NotificationDoc): StoredNotification {
  return {
    id: doc._id.toHexString(),
    type: doc.type,
    event: doc.event,
    title: doc.title,
    message: doc.message,
    params: doc.params ?? {},
    read: doc.read,
    created_at: doc.created_at.toISOString(),
  };
}
