import { type Static, Type } from 'typebox';
import { planFeatures, planFeatureText } from './plan-features';
import { PLAN_IDS } from './plan-ids';

export { isPlanId, PLAN_IDS } from './plan-ids';
export const PlanIdSchema = Type.Enum(PLAN_IDS);
export type PlanId = Static<typeof PlanIdSchema>;

/** Vertical resolution caps: 480p, 1080p, 4K (2160 lines). */
export const QUALITY_LINES = [480, 1080, 2160] as const;

/**
 * A plan as the API serves it (`GET /api/plans`) and the landing page renders it at build time.
 * `features` are the card texts in English (planFeatures; the UI translates those by key); the numbers beside
 * them are what entitlements enforce.
 */
export const PlanSchema = Type.Object({
  id: PlanIdSchema,
  name: Type.String(),
  /** Rupees per month. */
  price: Type.Integer({ minimum: 1 }),
  currency: Type.Literal('INR'),
  period: Type.Literal('month'),
  /** Highest video resolution the plan plays, in lines. */
  qualityLines: Type.Enum(QUALITY_LINES),
  /** Streams at the same time. */
  screens: Type.Integer({ minimum: 1 }),
  /** Devices that may hold downloads (0: none). */
  downloadDevices: Type.Integer({ minimum: 0 }),
  features: Type.Array(Type.String()),
  popular: Type.Boolean(),
  badge: Type.Union([Type.String(), Type.Null()]),
  /** Call to action; the spec names only Standard's ('Start Premium Trial'), the others are ours. */
  cta: Type.String(),
});
export type Plan = Static<typeof PlanSchema>;
export const PlanListSchema = Type.Array(PlanSchema);

/** Spec §9 plan cards (the card figures win over the FAQ's 649 rupees and 4 screens). */
const PLAN_CARDS: readonly Omit<Plan, 'features'>[] = [
  {
    id: 'basic',
    name: 'Basic',
    price: 159,
    currency: 'INR',
    period: 'month',
    qualityLines: 480,
    screens: 1,
    downloadDevices: 0,
    popular: false,
    badge: null,
    cta: 'Get Started',
  },
  {
    id: 'standard',
    name: 'Standard',
    price: 339,
    currency: 'INR',
    period: 'month',
    qualityLines: 1080,
    screens: 2,
    downloadDevices: 2,
    popular: true,
    badge: 'Most Popular',
    cta: 'Start Premium Trial',
  },
  {
    id: 'premium',
    name: 'Premium',
    price: 699,
    currency: 'INR',
    period: 'month',
    qualityLines: 2160,
    screens: 3,
    downloadDevices: 6,
    popular: false,
    badge: null,
    cta: 'Get Started',
  },
];

/** The plans with their card lines in English (`features`, as the API serves them): planFeatures. */
export const PLANS: readonly Plan[] = PLAN_CARDS.map((plan) => ({
  ...plan,
  features: planFeatures(plan).map(planFeatureText),
}));

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** Plans are ordered by price: a higher rank is an upgrade. */
export function planRank(id: PlanId): number {
  return PLAN_IDS.indexOf(id);
}
