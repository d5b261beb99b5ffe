import { searchApi } from '@premieres/api-client';
import type { SearchSuggestion } from '@premieres/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useViewerId } from '../catalogue/useCatalog';
import { useDebouncedValue } from './useDebouncedValue';

/** Typing settles this long before the API is asked. */
export const SUGGEST_DEBOUNCE_MS = 150;

export const suggestKey = (viewerId: string | null, q: string) => ['search-suggest', viewerId, q] as const;

/**
 * Suggestions for what the box says, asked once typing settles. One query per text: the answer
 * to an older text is never shown over a newer one, and leaving a text aborts its request (the
 * query consumes its abort signal), so at most one request is in flight. The last answer stays
 * on screen while the next is asked, so the list does not blink between keystrokes.
 */
export function useSuggestions(text: string): { items: SearchSuggestion[]; loading: boolean } {
  const viewerId = useViewerId();
  const q = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: suggestKey(viewerId, q),
    queryFn: ({ signal }) => searchApi.suggest(q, { signal }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    // The next keystroke asks again; a failed suggestion is not worth a retry.
    retry: false,
    staleTime: 60_000,
  });
  if (!text.trim()) return { items: [], loading: false };
  const settled = q === text.trim() && !query.isPlaceholderData;
  return { items: query.data?.items ?? [], loading: !settled || query.isFetching };
}
