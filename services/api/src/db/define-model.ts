import type { Connection, Model, Schema } from 'mongoose';

/**
 * Binds a schema to a connection once. Each app owns its own mongoose connection (tests and the
 * bench run several apps in one process), so models are looked up per connection, not globally.
 */
export function defineModel<T, M extends Model<T> = Model<T>>(name: string, schema: Schema) {
  return (db: Connection): M => (db.models[name] as M | undefined) ?? (db.model<T>(name, schema) as M);
}
