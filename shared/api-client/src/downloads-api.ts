import type {
  DownloadDevices,
  DownloadOptions,
  Licence,
  LicenceList,
  LicencePlayback,
  LicenceRenewal,
  LicenceRequest,
} from '@premieres/contracts';
import { absoluteToApi } from './billing-api';
import { call } from './http';

const licencePath = (id: string) => `downloads/licences/${encodeURIComponent(id)}`;

/** Package file URLs are relative to the API's origin (`/media/downloads/…`): made absolute here. */
const withAbsoluteFiles = (licence: Licence): Licence => ({
  ...licence,
  files: licence.files.map((f) => ({ ...f, url: absoluteToApi(f.url) })),
});

/**
 * Downloads for offline viewing (`/api/downloads/*`, issue 27). Refusals reject with the codes of
 * DOWNLOAD_ERROR_CODES (DOWNLOADS_NOT_IN_PLAN, DOWNLOAD_DEVICE_LIMIT, …) or the playback grant's.
 */
export const downloadsApi = {
  options: (contentId: string, episodeId?: string): Promise<DownloadOptions> =>
    call((c) =>
      c.get('downloads/options', { searchParams: { contentId, ...(episodeId ? { episodeId } : {}) } }).json(),
    ),
  /** A licence for this device (the same one again for the same title, episode and quality). */
  licence: async (request: LicenceRequest): Promise<Licence> =>
    withAbsoluteFiles(await call((c) => c.post('downloads/licences', { json: request }).json<Licence>())),
  /** This device's licences, revoked ones included (to drop them). */
  licences: (deviceId: string): Promise<LicenceList> =>
    call((c) => c.get('downloads/licences', { searchParams: { deviceId } }).json()),
  startPlayback: (id: string): Promise<LicencePlayback> =>
    call((c) => c.post(`${licencePath(id)}/playback`).json()),
  renew: (id: string): Promise<LicenceRenewal> => call((c) => c.post(`${licencePath(id)}/renew`).json()),
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(licencePath(id)));
  },
  devices: (): Promise<DownloadDevices> => call((c) => c.get('downloads/devices').json()),
  /** Removes a device; its licences are revoked. */
  removeDevice: async (deviceId: string): Promise<void> => {
    await call((c) => c.delete(`downloads/devices/${encodeURIComponent(deviceId)}`));
  },
};
