import type { Language } from '@premieres/contracts';
import { LANGUAGES } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** One row per account (collection account_settings); absent fields read as the defaults. */
export interface AccountSettingsDoc {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  email_notifications?: boolean;
  autoplay?: boolean;
  language?: Language | null;
  cookies_analytics?: boolean;
  cookies_marketing?: boolean;
  updated_at: Date;
}

const schema = new Schema<AccountSettingsDoc>(
  {
    user_id: { type: Schema.Types.ObjectId, required: true },
    email_notifications: { type: Boolean },
    autoplay: { type: Boolean },
    language: { type: String, enum: [...LANGUAGES, null] },
    cookies_analytics: { type: Boolean },
    cookies_marketing: { type: Boolean },
    updated_at: { type: Date, required: true },
  },
  { collection: 'account_settings', versionKey: false },
);
schema.index({ user_id: 1 }, { unique: true });

export const accountSettingsModel = defineModel<AccountSettingsDoc>('AccountSettings', schema);
