import { http, toApiRequestError } from '@premieres/api-client';
import type { LicencePlayback, LicenceRenewal } from '@premieres/contracts';

const licencePath = (id: string, action: string) => `downloads/licences/${encodeURIComponent(id)}/${action}`;

async function post<T>(path: string): Promise<T> {
  try {
    return await http().post(path).json<T>();
  } catch (error) {
    throw toApiRequestError(error);
  }
}

/** The licence routes the player calls when online (issue 27). */
export const licenceCalls = {
  /** Playback starts: the licence's 48-hour window opens (once; later calls answer the same). */
  playback: (id: string): Promise<LicencePlayback> => post(licencePath(id, 'playback')),
  /** An expired licence, subscription still active: a new expiry, same key, nothing downloaded. */
  renew: (id: string): Promise<LicenceRenewal> => post(licencePath(id, 'renew')),
};
