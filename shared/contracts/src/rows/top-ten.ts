import { type Static, type TSchema, Type } from 'typebox';
import { DateTimeSchema } from '../admin/common';
import type { MovieDisplay } from '../movie/movie-display';

import { TOP_TEN_SIZE } from './top-ten-limits';

/** `GET /api/rows/top-ten`; the API passes its own movie display schema. */
export const topTenSchema = <T extends TSchema>(movie: T) =>
  Type.Object({
    items: Type.Array(Type.Object({ rank: Type.Integer({ minimum: 1, maximum: TOP_TEN_SIZE }), movie })),
  });

/** One place of the row: its rank number (#1 first) and the title. */
export interface TopTenEntry {
  rank: number;
  movie: MovieDisplay;
}
export interface TopTen {
  items: TopTenEntry[];
}

/** `GET /api/admin/analytics/top-ten`: the same ranking with its play counts (staff). */
export const TopTenStatsSchema = Type.Object({
  windowHours: Type.Integer({ minimum: 1 }),
  /** When the ranking was last counted (it is recounted at most once a minute per server). */
  computedAt: DateTimeSchema,
  items: Type.Array(
    Type.Object({
      rank: Type.Integer({ minimum: 1, maximum: TOP_TEN_SIZE }),
      id: Type.String(),
      title: Type.String(),
      /** Viewer profiles that played the title past two minutes in the window (one each). */
      plays: Type.Integer({ minimum: 1 }),
    }),
  ),
});
export type TopTenStats = Static<typeof TopTenStatsSchema>;
