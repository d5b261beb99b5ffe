import { Schema } from 'mongoose';
import { defineModel } from '../db/define-model';

/**
 * The trending list as one document: slot i holds the movie id at position i+1, or null. A save
 * replaces `slots` in one single-document write, so a reader sees the old or the new order,
 * never an empty or mixed one (the movies' trending_position fields follow it afterwards).
 */
export interface TrendingOrderDoc {
  _id: string;
  slots: (string | null)[];
  version: number;
  updated_at: Date;
}

export const TRENDING_ORDER_ID = 'current';

const schema = new Schema<TrendingOrderDoc>(
  {
    _id: { type: String },
    slots: { type: [{ type: String, default: null }], default: [] },
    version: { type: Number, default: 0 },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'trending_order', versionKey: false },
);

export const trendingOrderModel = defineModel<TrendingOrderDoc>('TrendingOrder', schema);
