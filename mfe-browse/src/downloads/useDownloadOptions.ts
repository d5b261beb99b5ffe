import { downloadsApi } from '@premieres/api-client';
import { useQuery } from '@tanstack/react-query';

/** The qualities (with sizes) the plan allows for a title or episode, asked once the member opens the choice. */
export function useDownloadOptions(contentId: string, episodeId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['downloads', 'options', contentId, episodeId ?? null],
    queryFn: () => downloadsApi.options(contentId, episodeId),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}
