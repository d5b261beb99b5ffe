import type { Category } from '@premieres/contracts';
import { Schema, Types } from 'mongoose';
import { defineModel } from '../db/define-model';
import type { StoredDoc } from '../db/stored-doc';

/** Spec §3 category. String id like movies: seeded ones are slugs, later ones ObjectId hex. */
export type CategoryDoc = StoredDoc<Category, 'created_at'>;

const schema = new Schema<CategoryDoc>(
  {
    _id: { type: String, default: () => new Types.ObjectId().toHexString() },
    name: { type: String, required: true, trim: true },
    description: { type: String, default: null, trim: true },
    created_at: { type: Date, default: () => new Date() },
  },
  { collection: 'categories', versionKey: false },
);
schema.index({ name: 1 }, { unique: true });

export const categoryModel = defineModel<CategoryDoc>('Category', schema);

export function toCategory(doc: CategoryDoc): Category {
  return {
    id: doc._id,
    name: doc.name,
    description: doc.description ?? null,
    created_at: new Date(doc.created_at).toISOString(),
  };
}
