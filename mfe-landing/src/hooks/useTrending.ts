import { sortTrending, type TrendingItem } from '@premieres/contracts';
import { useEffect, useState } from 'react';

export const TRENDING_URL = '/api/trending';

function isTrendingItem(value: unknown): value is TrendingItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    typeof item.trending_position === 'number'
  );
}

/** GET /api/trending; any failure (API absent, HTML fallback, bad JSON) gives an empty list. */
export async function fetchTrending(signal?: AbortSignal): Promise<TrendingItem[]> {
  const response = await fetch(TRENDING_URL, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) return [];
  const data: unknown = await response.json();
  return Array.isArray(data) ? sortTrending(data.filter(isTrendingItem)) : [];
}

/** The trending titles, empty until (and unless) the API answers with some. */
export function useTrending(): TrendingItem[] {
  const [items, setItems] = useState<TrendingItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchTrending(controller.signal)
      .then((list) => {
        if (list.length > 0) setItems(list);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Trending titles unavailable', error);
      });
    return () => controller.abort();
  }, []);
  return items;
}
