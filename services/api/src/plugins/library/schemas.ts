import { Type } from '@fastify/type-provider-typebox';
import { ListEntrySchema } from '@premieres/contracts';

export const ListSchema = Type.Object({ items: Type.Array(ListEntrySchema) });

export const MembershipSchema = Type.Object({ inList: Type.Boolean() });

export const AddedSchema = Type.Object({
  inList: Type.Literal(true),
  added_at: Type.String({ format: 'date-time' }),
});

export const ListMovieParams = Type.Object({ movieId: Type.String({ minLength: 1, maxLength: 100 }) });
