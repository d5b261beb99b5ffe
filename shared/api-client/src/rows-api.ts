import type { BecauseYouWatched, TopTen } from '@premieres/contracts';
import { call } from './http';

/** Rows that learn from what members watch: `/api/rows/top-ten`, `/api/me/because-you-watched`. */
export const rowsApi = {
  /** Top 10 in India today, within the acting profile's ceiling. */
  topTen: (): Promise<TopTen> => call((c) => c.get('rows/top-ten').json()),
  /** The acting profile's "Because you watched {title}" (subscribers only). */
  becauseYouWatched: (): Promise<BecauseYouWatched> => call((c) => c.get('me/because-you-watched').json()),
};
