import { adminApi } from '@premieres/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminKeys } from '../api/keys';
import { useNotify } from '../feedback/useNotify';

export const CONTENT_PAGE_SIZE = 20;

/** One server page of titles matching `q` (title, director, cast or genre), newest first. */
export function useMovieList(q: string, page: number, limit = CONTENT_PAGE_SIZE) {
  const toast = useNotify();
  const query = useQuery({
    queryKey: [...adminKeys.movieList(q, page), limit],
    queryFn: () => adminApi.listMovies({ q: q || undefined, page, limit }),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    if (error) toast.failure('toasts.fetchMoviesFailed', error);
  }, [error, toast]);
  return query;
}
