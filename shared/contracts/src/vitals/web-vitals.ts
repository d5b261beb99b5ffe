import { type Static, Type } from 'typebox';
import { WEB_VITAL_RELEASE_PATTERN } from './release';
import { WEB_VITALS_MAX_SAMPLES } from './report-limits';
import { WEB_VITAL_METRICS } from './vital-thresholds';

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
    /** The release that served the page (webVitalRelease); older shells send none. */
    release: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: WEB_VITAL_RELEASE_PATTERN })),
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

const PercentileCellSchema = Type.Object({
  metric: Type.Enum(WEB_VITAL_METRICS),
  p75: Type.Number({ minimum: 0 }),
  samples: Type.Integer({ minimum: 1 }),
});

/** One release's figures on one route, and how its p75 LCP compares with the release before it. */
export const WebVitalsReleaseSchema = Type.Object({
  route: Type.String(),
  release: Type.String(),
  /** When this release's first sample on this route came in: releases are ordered by it. */
  firstSeen: Type.String({ format: 'date-time' }),
  cells: Type.Array(PercentileCellSchema),
  /** The release before it on this route, when there is one with LCP samples. */
  previous: Type.Optional(Type.String()),
  /** (p75 LCP / the previous release's p75 LCP) - 1; 0.25 is 25 % worse. */
  lcpChange: Type.Optional(Type.Number()),
  /** lcpChange above WEB_VITAL_LCP_REGRESSION: flagged in the panel. */
  lcpRegression: Type.Boolean(),
});
export type WebVitalsRelease = Static<typeof WebVitalsReleaseSchema>;

/**
 * `GET /api/admin/analytics/vitals` (staff): the 75th percentile per route and metric over all
 * samples, and per route and release (each compared with the route's previous release).
 */
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
  /** Per route, oldest release first; samples without a release are left out. */
  releases: Type.Array(WebVitalsReleaseSchema),
});
export type WebVitalsSummary = Static<typeof WebVitalsSummarySchema>;
