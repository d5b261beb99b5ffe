import { http, toApiRequestError } from '@premieres/api-client';
import type {
  DownloadOptions,
  Licence,
  LicenceList,
  LicenceRenewal,
  LicenceRequest,
} from '@premieres/contracts';

async function call<T>(run: (client: ReturnType<typeof http>) => Promise<T>): Promise<T> {
  try {
    return await run(http());
  } catch (error) {
    throw toApiRequestError(error);
  }
}

const licencePath = (id: string) => `downloads/licences/${encodeURIComponent(id)}`;

/** The download routes browse calls (issue 27), through the shared ky instance. */
export const downloadsApi = {
  options: (contentId: string, episodeId?: string): Promise<DownloadOptions> =>
    call((c) =>
      c
        .get('downloads/options', { searchParams: { contentId, ...(episodeId ? { episodeId } : {}) } })
        .json<DownloadOptions>(),
    ),
  /** Packages the title on its first request, so this may take a while; the same licence comes back for the same device, title and quality. */
  issue: (body: LicenceRequest): Promise<Licence> =>
    call((c) => c.post('downloads/licences', { json: body, timeout: false }).json<Licence>()),
  list: (deviceId: string): Promise<LicenceList> =>
    call((c) => c.get('downloads/licences', { searchParams: { deviceId } }).json<LicenceList>()),
  renew: (id: string): Promise<LicenceRenewal> =>
    call((c) => c.post(`${licencePath(id)}/renew`).json<LicenceRenewal>()),
  remove: async (id: string): Promise<void> => {
    await call((c) => c.delete(licencePath(id)));
  },
};
