import { WEB_VITAL_METRICS, type WebVitalMetric } from '@premieres/contracts';
import { Schema, type Types } from 'mongoose';
import { defineModel } from '../db/define-model';

/** Field data is kept this long; the admin's percentiles look at the same window. */
export const WEB_VITALS_RETENTION_DAYS = 30;

/**
 * One Core Web Vital of one real page view (issue 12, field data): the route pattern, never the
 * visited path, and nothing about who visited. `sample_id` is web-vitals' metric id, so a later
 * report of the same page view's metric replaces the earlier value instead of counting twice.
 */
export interface WebVitalDoc {
  _id: Types.ObjectId;
  sample_id: string;
  route: string;
  metric: WebVitalMetric;
  value: number;
  /** What served the page ('mfe-browse@1.4.0+shell@2.1.0'); null from shells that send none. */
  release: string | null;
  at: Date;
}

const schema = new Schema<WebVitalDoc>(
  {
    sample_id: { type: String, required: true },
    route: { type: String, required: true },
    metric: { type: String, enum: WEB_VITAL_METRICS, required: true },
    value: { type: Number, required: true },
    release: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'web_vitals', versionKey: false },
);
schema.index({ sample_id: 1, metric: 1 }, { unique: true });
schema.index({ at: 1 }, { expireAfterSeconds: WEB_VITALS_RETENTION_DAYS * 86_400 });

export const webVitalModel = defineModel<WebVitalDoc>('WebVital', schema);
