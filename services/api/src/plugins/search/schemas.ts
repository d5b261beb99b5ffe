import type { Static } from '@fastify/type-provider-typebox';
import { MovieDisplaySchema, type SearchResults, searchResultsSchema } from '@premieres/contracts';

/** `GET /api/search`'s answer: contracts' shape around the API's movie display schema. */
export const SearchResultsSchema = searchResultsSchema(MovieDisplaySchema);

// Compile-time check: the response schema and the contracts' type describe the same shape.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameResults: Same<Static<typeof SearchResultsSchema>, SearchResults> = true;
void sameResults;
