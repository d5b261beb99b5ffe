import { type Certification, certificationsWithin, TOP_CERTIFICATION } from '@premieres/contracts';
import type { FastifyRequest } from 'fastify';
import type { QueryFilter } from 'mongoose';
import type { MovieDoc } from '../../models/movie';

/** What one viewer may read of the catalogue: a filter for every movie query and a cache-key part. */
export interface CatalogueScope {
  /** Merged into every movies query (lists, search, detail, trending, My List, likes). */
  filter: QueryFilter<MovieDoc>;
  /** Prefix of every read-cache key, so a ceiling never receives another ceiling's answer. */
  key: string;
  /** The same rule for in-process data (the search index): the classes allowed; null = all. */
  certifications: ReadonlySet<Certification> | null;
}

const everything: CatalogueScope = { filter: {}, key: TOP_CERTIFICATION, certifications: null };
const byCeiling = new Map<Certification, CatalogueScope>();

export function scopeForCeiling(ceiling: Certification): CatalogueScope {
  if (ceiling === TOP_CERTIFICATION) return everything;
  let scope = byCeiling.get(ceiling);
  if (!scope) {
    const allowed = certificationsWithin(ceiling);
    scope = { filter: { certification: { $in: allowed } }, key: ceiling, certifications: new Set(allowed) };
    byCeiling.set(ceiling, scope);
  }
  return scope;
}

/**
 * The one place a viewer profile's maturity ceiling meets the data: no profile (a visitor, or
 * no profile chosen) reads everything; a profile reads titles at or below its ceiling.
 */
export function catalogueScope(request: FastifyRequest): CatalogueScope {
  return request.viewer ? scopeForCeiling(request.viewer.ceiling) : everything;
}

/** A movies filter narrowed to the scope (an empty scope leaves the filter as it is). */
export function withinScope(filter: QueryFilter<MovieDoc>, scope: CatalogueScope): QueryFilter<MovieDoc> {
  return scope.filter === everything.filter ? filter : { $and: [filter, scope.filter] };
}
