// The browser's store of offline downloads (issue 27): browse's download manager writes it, the
// player reads it, sign-out deletes it. Names come from @premieres/contracts (downloads/constants).
export { openDownloadsDb } from './db';
export { downloadDeviceId, downloadDeviceName } from './device';
export { isPlayable, keepLicenceCurrent } from './expiry';
export {
  decryptSegment,
  OFFLINE_MASTER,
  offlineMasterPlaylist,
  offlineMasterUrl,
  offlineSubtitlePlaylist,
  type PreparedPlaylist,
  parseOfflineUrl,
  prepareMediaPlaylist,
  sequenceIv,
} from './hls-offline';
export { importLicenceKey } from './key';
export {
  type DownloadState,
  findDownload,
  getDownload,
  heldBytes,
  listDownloads,
  type PlayableDownload,
  removeDownloadRecord,
  type StoredDownload,
  saveDownload,
} from './licences';
export { deleteFiles, putFile, readBlob, readFile, readText } from './media';
export {
  flushPositions,
  getPosition,
  type OfflinePosition,
  removePosition,
  savePosition,
  unsyncedPositions,
} from './progress';
