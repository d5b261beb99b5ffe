import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * A browser (or app) of an account that holds downloads; the id comes from the client. Each takes
 * one numbered slot below the plan's device limit: the unique (user, slot) index makes two devices
 * registering at once unable to take the last slot both.
 */
export interface DownloadDeviceDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  device_id: string;
  name: string;
  slot: number;
  created_at: Date;
  last_seen_at: Date;
}

const schema = new Schema<DownloadDeviceDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    device_id: { type: String, required: true },
    name: { type: String, required: true, trim: true },
    slot: { type: Number, required: true },
    created_at: { type: Date, required: true },
    last_seen_at: { type: Date, required: true },
  },
  { collection: 'download_devices', versionKey: false, strict: 'throw' },
);
schema.index({ user_id: 1, device_id: 1 }, { unique: true });
schema.index({ user_id: 1, slot: 1 }, { unique: true });

export const downloadDeviceModel = defineModel<DownloadDeviceDoc>('DownloadDevice', schema);
