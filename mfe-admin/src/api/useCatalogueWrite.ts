import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminKeys } from './keys';

/**
 * After any catalogue write: the title lists, trending slots, analytics and audit log are stale.
 * (Member pages read through the API, whose cache the write itself invalidates.)
 */
export function useInvalidateCatalogue(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.movies }),
      client.invalidateQueries({ queryKey: adminKeys.trending }),
      client.invalidateQueries({ queryKey: adminKeys.analytics }),
      client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
  }, [client]);
}
