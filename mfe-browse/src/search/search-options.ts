import type { RecentSearch, SearchSuggestion } from '@premieres/contracts';

/** One row of the box's list: a title to open, a recent search to run again, or all results. */
export type SearchOption =
  | { kind: 'title'; suggestion: SearchSuggestion }
  | { kind: 'recent'; q: string }
  | { kind: 'all'; q: string };

/**
 * An empty box lists the profile's recent searches; a typed one its suggestions, then "See all
 * results" (Enter with nothing highlighted goes there too).
 */
export function searchOptions(
  text: string,
  suggestions: readonly SearchSuggestion[],
  recent: readonly RecentSearch[],
): SearchOption[] {
  const q = text.trim();
  if (!q) return recent.map((entry) => ({ kind: 'recent', q: entry.q }));
  return [
    ...suggestions.map((suggestion): SearchOption => ({ kind: 'title', suggestion })),
    { kind: 'all', q },
  ];
}

/** ArrowDown / ArrowUp through `count` options, wrapping; -1 is "none highlighted". */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
