import type { Connection } from 'mongoose';
import type { MediaConfig } from '../media-config';
import { fsStorage } from './fs-storage';
import { gridFsStorage } from './gridfs-storage';
import type { MediaStorage } from './media-storage';
import { s3Storage } from './s3-storage';
import { seedInPlaceStorage } from './seed-in-place';

/**
 * The configured media storage: GridFS unless MEDIA_STORAGE=s3 or MEDIA_STORAGE=fs; in
 * development, GridFS with the seed's ladders read from the media cache (seedInPlace).
 */
export function chooseMediaStorage(db: Connection, config: MediaConfig): MediaStorage {
  if (config.s3) return s3Storage(config.s3);
  if (config.fsRoot) return fsStorage(config.fsRoot);
  if (servesSeedInPlace(config)) return seedInPlaceStorage(gridFsStorage(db), config.cacheDir);
  return gridFsStorage(db);
}

/** Whether the chosen storage reads seed ladders from the media cache (no copy to store). */
export function servesSeedInPlace(config: MediaConfig): boolean {
  return config.seedInPlace && !config.s3 && !config.fsRoot;
}
