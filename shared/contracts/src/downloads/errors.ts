import type { MessageId, MessageValues } from '../messages';
/** Stable `code`s of download failures; the browser translates them (en, hi, ml). */
export const DOWNLOAD_ERROR_CODES = {
  /** 403: the plan holds no download devices (Basic); the browser shows the upsell. */
  notInPlan: 'DOWNLOADS_NOT_IN_PLAN',
  /** 409: every device the plan allows holds downloads; the message names them. */
  deviceLimit: 'DOWNLOAD_DEVICE_LIMIT',
  /** 403: the quality asked for is above the plan's cap (or the title has no rung for it). */
  qualityNotInPlan: 'DOWNLOAD_QUALITY_NOT_IN_PLAN',
  /** 404: no such licence of this account. */
  licenceNotFound: 'LICENCE_NOT_FOUND',
  /** 410: the licence was revoked (device removed, licence deleted): download again. */
  licenceRevoked: 'LICENCE_REVOKED',
  /** 409: the licence has expired (start playback, fetch files): renew it first. */
  licenceExpired: 'LICENCE_EXPIRED',
  /** 404: no such download device of this account. */
  deviceNotFound: 'DOWNLOAD_DEVICE_NOT_FOUND',
} as const;
export type DownloadErrorCode = (typeof DOWNLOAD_ERROR_CODES)[keyof typeof DOWNLOAD_ERROR_CODES];

/** The refusal of one device more than the plan allows, naming the devices that hold downloads: its id and values. */
export function downloadDeviceLimit(
  limit: number,
  deviceNames: readonly string[],
): { id: MessageId; values: MessageValues } {
  return {
    id: limit === 1 ? 'download.deviceLimitOne' : 'download.deviceLimit',
    values: { limit, devices: deviceNames.join(', ') },
  };
}
