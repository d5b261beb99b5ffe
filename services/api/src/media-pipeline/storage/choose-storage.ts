import type { Connection } from 'mongoose';
import type { MediaConfig } from '../media-config';
import { fsStorage } from './fs-storage';
import { gridFsStorage } from './gridfs-storage';
import type { MediaStorage } from './media-storage';
import { s3Storage } from './s3-storage';

/** The configured media storage: GridFS unless MEDIA_STORAGE=s3 or MEDIA_STORAGE=fs. */
export function chooseMediaStorage(db: Connection, config: MediaConfig): MediaStorage {
  if (config.s3) return s3Storage(config.s3);
  if (config.fsRoot) return fsStorage(config.fsRoot);
  return gridFsStorage(db);
}
