import { type Static, Type } from 'typebox';
import { ContentTypeSchema } from '../movie/movie';
import { DateTimeSchema } from './common';

/** GET /api/admin/analytics, computed by the database (aggregation). */
export const AnalyticsSchema = Type.Object({
  counts: Type.Object({
    movies: Type.Integer(),
    premieres: Type.Integer(),
    users: Type.Integer(),
    categories: Type.Integer(),
  }),
  /** The RECENT_CONTENT newest titles. */
  recent: Type.Array(
    Type.Object({
      id: Type.String(),
      title: Type.String(),
      type: ContentTypeSchema,
      created_at: DateTimeSchema,
    }),
  ),
  /** Titles added per ISO week ('2026-W47'), oldest first, last 12 weeks with additions. */
  addedPerWeek: Type.Array(Type.Object({ week: Type.String(), count: Type.Integer() })),
  /** Titles in most members' My List, most first (top 10). */
  mostListed: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), count: Type.Integer() })),
});
export type Analytics = Static<typeof AnalyticsSchema>;
