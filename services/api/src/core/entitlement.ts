import { NOT_SUBSCRIBED, type PlanId, planById, type SubscriptionState } from '@premieres/contracts';
import type { Connection, Types } from 'mongoose';
import { type SubscriptionDoc, subscriptionModel } from '../models/subscription';

/** What an active subscription entitles to; travels with subscriber requests and playback grants. */
export interface Entitlement {
  planId: PlanId;
  qualityLines: number;
  screens: number;
  periodEnd: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on 'subscriber' routes by the access gate. */
    entitlement: Entitlement | null;
  }
}

/** The one rule: active = status active and the paid period ends after `now` (the server clock). */
export function isActive(doc: Pick<SubscriptionDoc, 'status' | 'current_period_end'> | null, now: Date) {
  return doc !== null && doc.status === 'active' && doc.current_period_end.getTime() > now.getTime();
}

export function entitlementOf(doc: Pick<SubscriptionDoc, 'plan' | 'current_period_end'>): Entitlement {
  const plan = planById(doc.plan);
  return {
    planId: plan.id,
    qualityLines: plan.qualityLines,
    screens: plan.screens,
    periodEnd: doc.current_period_end,
  };
}

/** The account's entitlement at `now`, or null when it has no active subscription. */
export async function activeEntitlement(
  db: Connection,
  userId: Types.ObjectId | string,
  now: Date,
): Promise<Entitlement | null> {
  const doc = await subscriptionModel(db)
    .findOne({ user_id: userId }, { plan: 1, status: 1, current_period_end: 1 })
    .lean();
  return doc && isActive(doc, now) ? entitlementOf(doc) : null;
}

/** Spec §3 subscription state of the auth user. */
export function subscriptionStateOf(doc: SubscriptionDoc | null, now: Date): SubscriptionState {
  if (!doc || !isActive(doc, now)) return { ...NOT_SUBSCRIBED };
  return {
    subscribed: true,
    subscription_tier: doc.plan,
    subscription_end: doc.current_period_end.toISOString(),
  };
}
