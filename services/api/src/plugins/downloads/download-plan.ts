import { DOWNLOAD_ERROR_CODES, planById } from '@premieres/contracts';
import type { Entitlement } from '../../core/entitlement';
import { AppError } from '../../core/errors';

/** Devices the plan lets hold downloads (0 on Basic, or without a subscription). */
export function downloadDevicesOf(entitlement: Entitlement | null): number {
  return entitlement ? planById(entitlement.planId).downloadDevices : 0;
}

/** The plan's device limit, or 403 DOWNLOADS_NOT_IN_PLAN (the browser shows the plans upsell). */
export function requireDownloads(entitlement: Entitlement | null): number {
  const limit = downloadDevicesOf(entitlement);
  if (limit === 0) throw AppError.message(403, DOWNLOAD_ERROR_CODES.notInPlan, 'download.notInPlan');
  return limit;
}
