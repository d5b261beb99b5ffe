import { WEB_VITALS_MAX_SAMPLES, type WebVitalMetric, type WebVitalSample } from '@premieres/contracts';

/** What web-vitals hands its callbacks (the parts the report keeps). */
export interface MeasuredVital {
  id: string;
  name: string;
  value: number;
}

const REPORTED = new Set<string>(['LCP', 'INP', 'CLS'] satisfies WebVitalMetric[]);

/**
 * The samples of this page view not yet sent. A metric measured again (CLS and INP grow while the
 * page lives) replaces its pending value; the API keeps the latest per metric id, so a metric sent
 * on one hide and grown by the next is stored once, at its final value.
 */
export class VitalsBatch {
  private readonly pending = new Map<string, WebVitalSample>();

  /** `release`: what served the route (webVitalRelease); left out when unknown. */
  record(vital: MeasuredVital, route: string, release?: string): void {
    if (!REPORTED.has(vital.name) || !Number.isFinite(vital.value) || vital.value < 0) return;
    this.pending.set(vital.id, {
      id: vital.id,
      route,
      metric: vital.name as WebVitalMetric,
      value: vital.value,
      ...(release ? { release } : {}),
    });
  }

  get size(): number {
    return this.pending.size;
  }

  /** Empties the batch into reports of at most the API's sample limit; none when nothing is pending. */
  drain(): { samples: WebVitalSample[] }[] {
    const samples = [...this.pending.values()];
    this.pending.clear();
    const reports: { samples: WebVitalSample[] }[] = [];
    for (let i = 0; i < samples.length; i += WEB_VITALS_MAX_SAMPLES) {
      reports.push({ samples: samples.slice(i, i + WEB_VITALS_MAX_SAMPLES) });
    }
    return reports;
  }
}
