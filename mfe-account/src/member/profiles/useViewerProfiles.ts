import { viewersApi } from '@premieres/api-client';
import { useLoaded } from '../../components/useLoaded';

const loadProfiles = () => viewersApi.list();

/** The account's viewer profiles, loaded on mount; `reload` after a change. */
export function useViewerProfiles() {
  const { value, failed, reload } = useLoaded(loadProfiles);
  return { profiles: value, failed, reload };
}
