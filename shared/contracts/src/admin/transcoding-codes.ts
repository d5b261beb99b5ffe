/** `POST /api/admin/transcoding/:id/retry` of a job that is not failed. */
export const JOB_NOT_FAILED = 'JOB_NOT_FAILED';
