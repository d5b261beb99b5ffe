import { type Static, Type } from 'typebox';
import { DateTimeSchema, Nullable } from './common';

/** Create/edit body; trimming and 'Category name is required' are contracts' `validateCategory`. */
export const CategoryWriteSchema = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type CategoryWrite = Static<typeof CategoryWriteSchema>;

export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  created_at: DateTimeSchema,
});
