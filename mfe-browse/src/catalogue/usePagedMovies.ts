import { catalogApi } from '@premieres/api-client';
import type { MovieQuery } from '@premieres/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { logFailure } from '../log';
import { arrivedDataStaleTime } from './arrived-data';
import { useViewerId } from './useCatalog';

const NO_ITEMS: never[] = [];

/**
 * Titles of one query, a page at a time (the API filters and pages, so a row or grid never
 * misses a title however large the catalogue grows). `loadMore` asks for the next page.
 */
export function usePagedMovies(query: Omit<MovieQuery, 'page' | 'limit'>, pageSize: number) {
  const viewerId = useViewerId();
  const result = useInfiniteQuery({
    queryKey: ['movies', 'paged', query, pageSize, viewerId],
    initialPageParam: 1,
    // The shell's early read of the first page, if it has arrived: the rows paint with the page.
    initialData: () => {
      const first = catalogApi.arrivedMovies({ ...query, page: 1, limit: pageSize });
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    staleTime: arrivedDataStaleTime,
    queryFn: ({ pageParam }) =>
      catalogApi
        .listMovies({ ...query, page: pageParam, limit: pageSize })
        .catch(logFailure('Failed to fetch movies')),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
  // The same array until a page arrives: rows memoize their cards on it.
  const pages = result.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? NO_ITEMS, [pages]);
  const loadMore = () => {
    if (result.hasNextPage && !result.isFetchingNextPage) void result.fetchNextPage();
  };
  return {
    items,
    total: result.data?.pages[0]?.total ?? 0,
    isLoading: result.isLoading,
    isError: result.isError && items.length === 0,
    hasMore: result.hasNextPage,
    isLoadingMore: result.isFetchingNextPage,
    loadMore,
    retry: () => void result.refetch(),
  };
}
