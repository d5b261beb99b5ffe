import { type Static, Type } from 'typebox';

/** The Core Web Vitals the shell reports from real visits (issue 12, field data). */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The upper bound of 'good' at p75 (web.dev's thresholds): ms for LCP and INP, a score for CLS. */
export const WEB_VITAL_GOOD: Readonly<Record<WebVitalMetric, number>> = { LCP: 2500, INP: 200, CLS: 0.1 };

import { WEB_VITALS_MAX_SAMPLES } from './report-limits';

export { WEB_VITALS_MAX_SAMPLES, WEB_VITALS_REPORT_URL } from './report-limits';

/**
 * A route pattern as the remotes declare it ('/content/:id', '/admin/*'), never the visited path (ids would
 * split one page into thousands of rows and could carry personal data); 'unknown' off the table.
 */
export const WEB_VITAL_ROUTE_PATTERN = '^(/[a-z0-9:_*-]*)+$|^unknown$';

export const WebVitalSampleSchema = Type.Object(
  {
    /** web-vitals' metric id: one per metric and page view; a later, larger value replaces it. */
    id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }),
    route: Type.String({ minLength: 1, maxLength: 100, pattern: WEB_VITAL_ROUTE_PATTERN }),
    metric: Type.Enum(WEB_VITAL_METRICS),
    /** Milliseconds for LCP and INP, a unitless score for CLS; an hour bounds any real value. */
    value: Type.Number({ minimum: 0, maximum: 3_600_000 }),
  },
  { additionalProperties: false },
);
export type WebVitalSample = Static<typeof WebVitalSampleSchema>;

/** `POST /api/vitals` (anyone; rate-limited). */
export const WebVitalsReportSchema = Type.Object(
  { samples: Type.Array(WebVitalSampleSchema, { minItems: 1, maxItems: WEB_VITALS_MAX_SAMPLES }) },
  { additionalProperties: false },
);
export type WebVitalsReport = Static<typeof WebVitalsReportSchema>;

/** `GET /api/admin/analytics/vitals` (staff): the 75th percentile per route and metric. */
export const WebVitalsSummarySchema = Type.Object({
  /** Samples newer than this many days count. */
  days: Type.Integer({ minimum: 1 }),
  items: Type.Array(
    Type.Object({
      route: Type.String(),
      metric: Type.Enum(WEB_VITAL_METRICS),
      p75: Type.Number({ minimum: 0 }),
      samples: Type.Integer({ minimum: 1 }),
    }),
  ),
});
export type WebVitalsSummary = Static<typeof WebVitalsSummarySchema>;
