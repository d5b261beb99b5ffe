import { viewersApi } from '@premieres/api-client';
import { useQuery } from '@tanstack/react-query';
import { accountKeys } from '../api/keys';
import { ACCOUNT_READ, useMemberId } from '../api/reads';

/** The account's viewer profiles; `reload` after a change. */
export function useViewerProfiles() {
  const query = useQuery({
    queryKey: accountKeys.viewerProfiles(useMemberId()),
    queryFn: () => viewersApi.list(),
    ...ACCOUNT_READ,
  });
  return { profiles: query.data ?? null, failed: query.isError, reload: query.refetch };
}
