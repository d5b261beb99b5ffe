// The vitals' metrics and thresholds, apart from the schemas (web-vitals.ts): the admin's field-data
// panel imports these, and a module that builds TypeBox schemas as it loads would bring TypeBox into
// the browser's bundles (issues 28, 29).

/** The Core Web Vitals the shell reports from real visits (issue 12, field data). */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** The upper bound of 'good' at p75 (web.dev's thresholds): ms for LCP and INP, a score for CLS. */
export const WEB_VITAL_GOOD: Readonly<Record<WebVitalMetric, number>> = { LCP: 2500, INP: 200, CLS: 0.1 };

/**
 * A release whose p75 LCP on a route is more than this much above the route's previous release
 * (0.1: more than 10 % worse) is flagged in the admin's field-data panel.
 */
export const WEB_VITAL_LCP_REGRESSION = 0.1;

/** True when `p75` is more than WEB_VITAL_LCP_REGRESSION above `previousP75`. */
export function isLcpRegression(previousP75: number, p75: number): boolean {
  return p75 > previousP75 * (1 + WEB_VITAL_LCP_REGRESSION);
}
