// The plan ids and their check, apart from the schemas: a page that only checks an id (the
// dashboard) then does not pull the schema library into its bundle (15 KB gzip).
import type { PlanId } from './plans';

export const PLAN_IDS = ['basic', 'standard', 'premium'] as const;

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}
