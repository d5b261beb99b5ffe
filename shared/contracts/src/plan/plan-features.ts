import type { PlanId } from './plans';

/**
 * One line of a plan card (spec §9), as a key and its count: the remotes translate the key
 * (`planFeatures.<key>`, `{{count}}`); the English below is the default and the API's `features`.
 */
const ENGLISH = {
  mobileDevices: '{{count}} mobile device',
  screens: '{{count}} screens',
  quality480: '480p',
  quality1080: '1080p Full HD',
  quality2160: '4K Ultra HD + HDR',
  downloads: 'Download on {{count}} devices',
  unlimited: 'Unlimited movies and premieres',
  cancelAnytime: 'Cancel anytime',
  spatialAudio: 'Spatial audio',
} as const;

export type PlanFeatureKey = keyof typeof ENGLISH;
export const PLAN_FEATURE_TEXT: Readonly<Record<PlanFeatureKey, string>> = ENGLISH;
export interface PlanFeature {
  key: PlanFeatureKey;
  /** For the keys with `{{count}}`. */
  count?: number;
}

/** What a plan's card says beyond its numbers (spec §9): Basic is one mobile device. */
const CARD_LINES: Record<PlanId, { devices: 'mobileDevices' | 'screens'; extras: PlanFeatureKey[] }> = {
  basic: { devices: 'mobileDevices', extras: ['unlimited', 'cancelAnytime'] },
  standard: { devices: 'screens', extras: [] },
  premium: { devices: 'screens', extras: ['spatialAudio'] },
};

/** The plan numbers the card lines come from. */
export interface PlanFigures {
  id: PlanId;
  screens: number;
  qualityLines: 480 | 1080 | 2160;
  downloadDevices: number;
}

/** A plan card's lines, in order, from the plan's numbers: the landing page and the dashboard show these. */
export function planFeatures(plan: PlanFigures): PlanFeature[] {
  const lines = CARD_LINES[plan.id];
  const features: PlanFeature[] = [
    { key: lines.devices, count: plan.screens },
    { key: `quality${plan.qualityLines}` },
  ];
  if (plan.downloadDevices > 0) features.push({ key: 'downloads', count: plan.downloadDevices });
  return [...features, ...lines.extras.map((key) => ({ key }))];
}

/** A card line in English. */
export function planFeatureText(feature: PlanFeature): string {
  return PLAN_FEATURE_TEXT[feature.key].replace('{{count}}', String(feature.count ?? ''));
}
