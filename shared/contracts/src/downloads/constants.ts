/**
 * Names the browser's download manager, offline player and service worker share (issue 27), and
 * the licence's time rules. Sign-out deletes both stores named here.
 */

/** Cache Storage cache of downloaded media, keyed by `offlineFileUrl(licenceId, file)`. */
export const DOWNLOADS_CACHE = 'premieres-downloads';
/** IndexedDB database: stores `licences` (record + non-extractable CryptoKey) and `progress`. */
export const DOWNLOADS_DB = 'premieres-downloads';
export const DOWNLOADS_DB_STORES = { licences: 'licences', progress: 'progress' } as const;
/** localStorage key of this browser profile's device id (crypto.randomUUID()). */
export const DEVICE_ID_KEY = 'premieres.device';

/** A licence lasts 30 days from issue... */
export const LICENCE_DAYS = 30;
/** ...and 48 hours once playback starts, whichever is sooner. */
export const PLAYBACK_WINDOW_HOURS = 48;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** When a licence expires: 30 days after issue, or 48 hours after playback started if sooner. */
export function licenceExpiry(issuedAt: Date, playbackStartedAt: Date | null): Date {
  const byIssue = issuedAt.getTime() + LICENCE_DAYS * DAY_MS;
  if (!playbackStartedAt) return new Date(byIssue);
  return new Date(Math.min(byIssue, playbackStartedAt.getTime() + PLAYBACK_WINDOW_HOURS * HOUR_MS));
}

/** Expired at `now` (the boundary instant counts as expired). */
export function isLicenceExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

/** The URL a downloaded file is stored under in Cache Storage (never fetched from the network). */
export function offlineFileUrl(licenceId: string, file: string): string {
  return `/offline/${encodeURIComponent(licenceId)}/${file}`;
}

/**
 * The EXT-X-KEY URI the package's media playlist carries. It is no file on any server: the offline
 * loader answers it with the licence's key (or decrypts segments itself with the CryptoKey).
 */
export const DOWNLOAD_KEY_URI = 'premieres-licence-key';
