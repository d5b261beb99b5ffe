// The part of TanStack Query that apps may use, shared as '@tanstack/react-query'. A shared module
// ships whole (~13 KB gzip for this package, hydration, streamed queries, useQueries and
// suspense hooks included); this list is ~11. Importing anything else fails the build
// (SharedExportsGuardPlugin), so a remote never receives `undefined` at run time: add the name here.
export {
  keepPreviousData,
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from 'tanstack-react-query-internal';
