import type { MediaLanguage } from '@premieres/contracts';
import type { Connection, QueryFilter } from 'mongoose';
import type { MovieDoc } from '../../models/movie';
import { titlesAvailableIn } from './title-languages';

/** The catalogue list's `language` criterion ('Available in Hindi'): titles whose ready media has it. */
export async function withLanguage(
  db: Connection,
  filter: QueryFilter<MovieDoc>,
  language: MediaLanguage | undefined,
): Promise<QueryFilter<MovieDoc>> {
  if (!language) return filter;
  const ids = await titlesAvailableIn(db, language);
  return { $and: [filter, { _id: { $in: ids } }] };
}
