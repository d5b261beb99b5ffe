import { type TSchema, Type } from 'typebox';
import { Nullable } from '../admin/common';
import type { MovieDisplay } from '../movie/movie-display';

/** Titles in the row at most. */
export const BECAUSE_YOU_WATCHED_MAX = 20;

const BecauseSchema = Type.Object({ id: Type.String(), title: Type.String() });

/** `GET /api/me/because-you-watched`; the API passes its own movie display schema. */
export const becauseYouWatchedSchema = <T extends TSchema>(movie: T) =>
  Type.Object({
    /** The title the row follows: null (and no items) before the profile has watched anything. */
    because: Nullable(BecauseSchema),
    items: Type.Array(movie),
  });

export interface BecauseYouWatched {
  because: { id: string; title: string } | null;
  items: MovieDisplay[];
}
