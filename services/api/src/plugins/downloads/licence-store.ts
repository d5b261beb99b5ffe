import { DOWNLOAD_ERROR_CODES, isLicenceExpired, licenceExpiry } from '@premieres/contracts';
import type { Connection } from 'mongoose';
import { isValidObjectId } from 'mongoose';
import { AppError } from '../../core/errors';
import { type DownloadLicenceDoc, downloadLicenceModel } from '../../models/download-licence';

/** The account's licence by id: 404 when none, 410 when revoked. */
export async function liveLicence(db: Connection, userId: string, id: string): Promise<DownloadLicenceDoc> {
  const doc = isValidObjectId(id)
    ? await downloadLicenceModel(db).findOne({ _id: id, user_id: userId }).lean()
    : null;
  if (!doc) throw AppError.message(404, DOWNLOAD_ERROR_CODES.licenceNotFound, 'download.licenceNotFound');
  if (doc.revoked_at)
    throw AppError.message(410, DOWNLOAD_ERROR_CODES.licenceRevoked, 'download.licenceRevoked');
  return doc;
}

/**
 * Renewal of an expired licence (the subscription is active: the caller checked): a fresh 30 days
 * from now, the 48-hour window not started, the same key. An unexpired licence is left as it is.
 */
export async function renewIfExpired(
  db: Connection,
  doc: DownloadLicenceDoc,
  now: Date,
): Promise<DownloadLicenceDoc> {
  if (!isLicenceExpired(doc.expires_at, now)) return doc;
  const renewed = await downloadLicenceModel(db)
    .findOneAndUpdate(
      { _id: doc._id, revoked_at: null },
      { $set: { issued_at: now, playback_started_at: null, expires_at: licenceExpiry(now, null) } },
      { returnDocument: 'after' },
    )
    .lean();
  if (!renewed) throw AppError.message(410, DOWNLOAD_ERROR_CODES.licenceRevoked, 'download.licenceRevoked');
  return renewed;
}

/** Playback starts the 48-hour window once; later starts keep the first. */
export async function startPlayback(
  db: Connection,
  doc: DownloadLicenceDoc,
  now: Date,
): Promise<DownloadLicenceDoc> {
  if (doc.playback_started_at) return doc;
  const started = await downloadLicenceModel(db)
    .findOneAndUpdate(
      { _id: doc._id, revoked_at: null, playback_started_at: null },
      { $set: { playback_started_at: now, expires_at: licenceExpiry(doc.issued_at, now) } },
      { returnDocument: 'after' },
    )
    .lean();
  return started ?? (await downloadLicenceModel(db).findById(doc._id).lean()) ?? doc;
}
