import { useSearchParams } from 'react-router';

export interface PageParams {
  /** The list's filter (`?q=` by default), '' when none. */
  q: string;
  page: number;
  /** A new filter starts again at page 1. */
  setQuery: (q: string) => void;
  setPage: (page: number) => void;
}

/** A list tab's filter and page, kept in the URL so a reload or a shared link shows the same page. */
export function usePageParams(filterKey = 'q'): PageParams {
  const [params, setParams] = useSearchParams();
  const q = params.get(filterKey) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { q?: string; page: number }) => {
    const merged = new URLSearchParams(params);
    const filter = next.q ?? q;
    if (filter) merged.set(filterKey, filter);
    else merged.delete(filterKey);
    if (next.page > 1) merged.set('page', String(next.page));
    else merged.delete('page');
    setParams(merged, { replace: true });
  };
  return {
    q,
    page,
    setQuery: (value) => update({ q: value, page: 1 }),
    setPage: (value) => update({ page: value }),
  };
}
