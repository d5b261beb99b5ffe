import type { StoredNotification } from '@premieres/contracts';
import { NOTIFICATION_EVENTS, NOTIFICATION_TYPES } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { StoredDoc } from '../db/stored-doc';

/** A member's notification (collection notifications); title and message are i18n keys. */
export type NotificationDoc = StoredDoc<StoredNotification, 'created_at', Types.ObjectId> & {
  user_id: Types.ObjectId;
  /** What caused it (e.g. 'paymentSucceeded:evt_1'): a redelivered event makes no second one. */
  source_key: string;
};

const schema = new Schema<NotificationDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    event: { type: String, enum: NOTIFICATION_EVENTS, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    read: { type: Boolean, default: false },
    source_key: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'notifications', versionKey: false, minimize: false },
);
schema.index({ user_id: 1, created_at: -1 });
schema.index({ user_id: 1, source_key: 1 }, { unique: true });
// The unread count of the header bell.
schema.index({ user_id: 1, read: 1 });

export const notificationModel = defineModel<NotificationDoc>('Notification', schema);
