import type { ApiRequestError } from '@premieres/api-client';
import type { MessageId } from '@premieres/contracts';
import type { TFunction } from 'i18next';

/** The contracts' ids of the device-limit refusal: their texts are `downloads.messages.<id>`. */
export const DEVICE_LIMIT_IDS = [
  'download.deviceLimit',
  'download.deviceLimitOne',
] as const satisfies readonly MessageId[];
type DeviceLimitId = (typeof DEVICE_LIMIT_IDS)[number];

const isDeviceLimitId = (value: unknown): value is DeviceLimitId =>
  DEVICE_LIMIT_IDS.some((id) => id === value);

/**
 * The device-limit refusal (409 DOWNLOAD_DEVICE_LIMIT) in the visitor's language: by the API's
 * message id, filled with its values (the plan's limit, the devices holding downloads); an answer
 * without the id shows the API's English.
 */
export function deviceLimitText(t: TFunction<'browse'>, error: ApiRequestError): string {
  return isDeviceLimitId(error.messageId)
    ? t(`downloads.messages.${error.messageId}`, { ...error.messageValues })
    : error.message;
}
