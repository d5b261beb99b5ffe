import { transcodingApi } from '@premieres/api-client';
import type { TranscodeJob, TranscodeJobList } from '@premieres/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../api/keys';

/** How often the list is read again while a job is queued or running. */
export const TRANSCODE_POLL_MS = 2000;

export const transcodeKey = [...adminKeys.all, 'transcoding'] as const;

const isBusy = (job: TranscodeJob) => job.state === 'queued' || job.state === 'running';

/** Every title's transcode jobs; polls while any of them is still at work, stops when all settle. */
export function useTranscodeJobs() {
  return useQuery({
    queryKey: transcodeKey,
    queryFn: (): Promise<TranscodeJobList> => transcodingApi.list(),
    refetchInterval: (query) => (query.state.data?.items.some(isBusy) ? TRANSCODE_POLL_MS : false),
  });
}
