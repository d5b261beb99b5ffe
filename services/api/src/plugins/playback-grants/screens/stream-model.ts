import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../../db/define-model';

/** One playing device of an account (a screen of its plan). */
export interface StreamEntry {
  stream_id: string;
  /** The player's device id; 'unnamed' for calls that send none (they share one screen). */
  device: string;
  movie_id: string;
  viewer_profile_id: Types.ObjectId | null;
  opened_at: Date;
  /** Last grant or heartbeat, on the server clock. */
  seen_at: Date;
}

/**
 * The streams of one account, in one document so that every API replica decides on the same list:
 * each change is written only if `rev` is still the one read (optimistic concurrency), so two
 * devices pressing Play at once cannot both take the last screen.
 */
export interface AccountStreamsDoc {
  _id: Types.ObjectId;
  streams: StreamEntry[];
  rev: number;
}

const entry = new Schema<StreamEntry>(
  {
    stream_id: { type: String, required: true },
    device: { type: String, required: true },
    movie_id: { type: String, required: true },
    viewer_profile_id: { type: Schema.Types.ObjectId, default: null },
    opened_at: { type: Date, required: true },
    seen_at: { type: Date, required: true },
  },
  { _id: false },
);

const schema = new Schema<AccountStreamsDoc>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    streams: { type: [entry], default: [] },
    rev: { type: Number, required: true },
  },
  { collection: 'account_streams', versionKey: false },
);

export const accountStreamsModel = defineModel<AccountStreamsDoc>('AccountStreams', schema);
