import { type Static, Type } from 'typebox';
import { PLAN_IDS } from './plan-ids';

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
