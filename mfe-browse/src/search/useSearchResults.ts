import { searchApi } from '@premieres/api-client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { arrivedDataStaleTime } from '../catalogue/arrived-data';
import { useViewerId } from '../catalogue/useCatalog';
import { logFailure } from '../log';
import { GRID_PAGE_SIZE } from '../rows/rowSources';

/** Results of `q`, best match first, a page at a time (the grid's Show more); none for ''. */
export function useSearchResults(q: string) {
  const viewerId = useViewerId();
  const result = useInfiniteQuery({
    queryKey: ['search', viewerId, q],
    initialPageParam: 1,
    // The shell's early read of the URL's query, if it has arrived: the results draw with the page.
    initialData: () => {
      const first = q ? searchApi.arrivedSearch({ q, page: 1, limit: GRID_PAGE_SIZE }) : undefined;
      return first ? { pages: [first], pageParams: [1] } : undefined;
    },
    staleTime: arrivedDataStaleTime,
    queryFn: ({ pageParam, signal }) =>
      searchApi
        .search({ q, page: pageParam, limit: GRID_PAGE_SIZE }, { signal })
        .catch(logFailure('Failed to search')),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: q.length > 0,
  });
  const items = (q && result.data?.pages.flatMap((page) => page.items)) || [];
  const loadMore = () => {
    if (result.hasNextPage && !result.isFetchingNextPage) void result.fetchNextPage();
  };
  return {
    items,
    total: (q && result.data?.pages[0]?.total) || 0,
    isLoading: q.length > 0 && result.isLoading,
    isError: result.isError && items.length === 0,
    hasMore: result.hasNextPage,
    isLoadingMore: result.isFetchingNextPage,
    loadMore,
    retry: () => void result.refetch(),
  };
}
