import type { Connection } from 'mongoose';
import type { MediaConfig } from '../media-config';
import { gridFsStorage } from './gridfs-storage';
import type { MediaStorage } from './media-storage';
import { s3Storage } from './s3-storage';

/** The configured media storage: GridFS unless MEDIA_STORAGE=s3. */
export function chooseMediaStorage(db: Connection, config: MediaConfig): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : gridFsStorage(db);
}
