export { CODES, MongoCommandError } from './errors';
export { type EmbeddedMongo, type EmbeddedMongoOptions, EmbeddedMongoServer } from './server';

import { type EmbeddedMongo, type EmbeddedMongoOptions, EmbeddedMongoServer } from './server';

/**
 * Starts a MongoDB-wire-compatible development server. Port 0/undefined picks a free port;
 * no dbPath keeps everything in memory.
 */
export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  return new EmbeddedMongoServer(options).start();
}
