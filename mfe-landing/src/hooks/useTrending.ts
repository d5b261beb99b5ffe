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

/** The trending titles: null while the API has not answered, then the list (empty on any failure). */
export function useTrending(): TrendingItem[] | null {
  const [items, setItems] = useState<TrendingItem[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTrending(controller.signal)
      .then(setItems)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Trending titles unavailable', error);
        setItems([]);
      });
    return () => controller.abort();
  }, []);
  return items;
}
