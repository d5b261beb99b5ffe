import { isLicenceExpired, type LicenceRenewal } from '@premieres/contracts';
import { importLicenceKey } from './key';
import type { PlayableDownload, StoredDownload } from './licences';

/**
 * A licence's key lives only while the licence does: at expiry this browser deletes its key (the
 * encrypted media stays, useless without it), and a renewal online brings the same key back, so
 * nothing is downloaded again. `renew` is the API's renewal: null when refused or offline.
 */
export async function keepLicenceCurrent(
  download: StoredDownload,
  now: Date,
  renew: (licenceId: string) => Promise<LicenceRenewal | null>,
): Promise<StoredDownload> {
  const expired = isLicenceExpired(download.expiresAt, now);
  if (!expired && download.key) return download;
  const renewal = await renew(download.id);
  if (renewal) return { ...download, expiresAt: renewal.expiresAt, key: await importLicenceKey(renewal.key) };
  return expired && download.key ? { ...download, key: null } : download;
}

/** Whether a download can be played now: its licence runs and its key is held. */
export function isPlayable(download: StoredDownload, now: Date): download is PlayableDownload {
  return download.key !== null && !isLicenceExpired(download.expiresAt, now);
}
