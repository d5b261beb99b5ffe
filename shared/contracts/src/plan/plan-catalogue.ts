// The plans' figures and lookups, apart from the schemas (plans.ts): the browser imports these, and
// a module that builds TypeBox schemas as it loads would bring TypeBox into the browser's bundles
// (issues 28, 29).
import { planFeatures, planFeatureText } from './plan-features';
import { PLAN_IDS } from './plan-ids';
import type { Plan, PlanId } from './plans';

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
