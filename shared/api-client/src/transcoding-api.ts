import type { TranscodeJob, TranscodeJobList } from '@premieres/contracts';
import { call } from './http';

/** Staff: the transcode job of every title (`/api/admin/transcoding`) and retrying a failed one. */
export const transcodingApi = {
  list: (): Promise<TranscodeJobList> => call((c) => c.get('admin/transcoding').json()),
  /** 409 JOB_NOT_FAILED when the job is not failed (any more). */
  retry: (id: string): Promise<TranscodeJob> =>
    call((c) => c.post(`admin/transcoding/${encodeURIComponent(id)}/retry`).json()),
};
