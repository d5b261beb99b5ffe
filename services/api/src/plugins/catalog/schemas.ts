import { type Static, Type } from '@fastify/type-provider-typebox';
import type { Category } from '@premieres/contracts';

export const CategorySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});

/** A search ranks at most this many matches (a query that matches more should be narrower). */
export const MAX_RANKED_MATCHES = 500;

// The movie routes' query, params and answers are the contracts' (movieRoutes, movie/movie-routes.ts).

// Compile-time check: the category schema and the contracts' type describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameCategory: Same<Static<typeof CategorySchema>, Category> = true;
void sameCategory;
