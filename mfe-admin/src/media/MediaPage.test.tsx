import { apiError, type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import type { TranscodeJob } from '@premieres/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, signInAs } from '../test/render';
import { MediaPage } from './MediaPage';
import { TRANSCODE_POLL_MS } from './useTranscodeJobs';

jest.mock('@premieres/ui', () => ({ ...jest.requireActual('@premieres/ui'), notify: jest.fn() }));

const { notify } = jest.requireMock('@premieres/ui') as { notify: jest.Mock };

const job = (over: Partial<TranscodeJob>): TranscodeJob => ({
  id: '3.content',
  movieId: '3',
  title: 'Kaalpath',
  kind: 'content',
  state: 'done',
  percent: 100,
  error: null,
  attempts: 1,
  playable: true,
  renditions: ['240p', '480p', '720p'],
  audio: ['hi'],
  subtitles: [],
  masterUrl: '/media/hls/3/content/master.m3u8',
  updatedAt: '2026-03-01T09:00:00.000Z',
  position: null,
  etaSeconds: null,
  ...over,
});
const done = job({});
const running = job({
  id: '7.content',
  movieId: '7',
  title: 'Ghar',
  state: 'running',
  percent: 42.4,
  renditions: [],
  position: 0,
  etaSeconds: 20,
});
const failed = job({
  id: '9.trailer',
  movieId: '9',
  title: 'Monsoon',
  kind: 'trailer',
  state: 'failed',
  percent: 12,
  error: 'ffmpeg exited with code 1: Invalid data found when processing input',
  attempts: 3,
  playable: false,
  renditions: [],
});
let api: FakeApi;
const serve = (...items: TranscodeJob[]) => api.on('GET admin/transcoding', { items });
const lists = () => api.callsTo('GET admin/transcoding');

beforeEach(() => {
  jest.clearAllMocks();
  act(() => void signInAs('moderator'));
  api = fakeApi();
});
afterEach(() => {
  act(() => useAuthStore.getState().clearSession());
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

test('shows each job: done with its renditions, running with its percent, failed with the reason', async () => {
  serve(done, running, failed);
  renderAt('/admin/media', <MediaPage />);
  const doneRow = await screen.findByTestId('job-3.content');
  expect(within(doneRow).getByTestId('job-state')).toHaveTextContent('Done');
  expect(doneRow).toHaveTextContent('240p · 480p · 720p');
  const runningRow = screen.getByTestId('job-7.content');
  expect(within(runningRow).getByTestId('job-state')).toHaveTextContent('Running');
  expect(runningRow).toHaveTextContent('42%');
  expect(within(runningRow).getByRole('progressbar', { name: 'Transcoding Ghar' })).toBeInTheDocument();
  const failedRow = screen.getByTestId('job-9.trailer');
  expect(within(failedRow).getByTestId('job-error')).toHaveTextContent(
    'Reason: ffmpeg exited with code 1: Invalid data found when processing input',
  );
  expect(failedRow).toHaveTextContent('Attempts: 3');
  // Only the failed job offers Retry.
  expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);
});

test('a waiting job shows its place in the queue and the time left; a running one the time left', async () => {
  const queued = job({
    id: '12.trailer',
    movieId: '12',
    title: 'Pehli Baarish',
    kind: 'trailer',
    state: 'queued',
    percent: 0,
    playable: false,
    renditions: [],
    position: 3,
    etaSeconds: 125,
  });
  serve(done, running, queued);
  renderAt('/admin/media', <MediaPage />);
  const queuedRow = await screen.findByTestId('job-12.trailer');
  expect(within(queuedRow).getByTestId('job-queue')).toHaveTextContent(
    'Position 3 in the queue · about 3 min left',
  );
  expect(within(screen.getByTestId('job-7.content')).getByTestId('job-queue')).toHaveTextContent(
    'about 20 s left',
  );
  expect(within(screen.getByTestId('job-3.content')).queryByTestId('job-queue')).not.toBeInTheDocument();
});

test('retries a failed job with the success toast and reads the list again', async () => {
  serve(failed);
  api.on('POST admin/transcoding/:id/retry', { ...failed, state: 'queued', percent: 0, error: null });
  renderAt('/admin/media', <MediaPage />);
  const retry = await screen.findByRole('button', { name: 'Retry the Trailer of Monsoon' });
  serve({ ...failed, state: 'queued', percent: 0, error: null });
  fireEvent.click(retry);
  await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Transcode queued again'));
  expect(api.callsTo('POST admin/transcoding/:id/retry').map((call) => call.params.id)).toEqual([
    '9.trailer',
  ]);
  await waitFor(() => expect(screen.getByTestId('job-state')).toHaveTextContent('Queued'));
  expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
});

test('says why a retry was refused', async () => {
  serve(failed);
  api.on('POST admin/transcoding/:id/retry', apiError(409, 'x', { code: 'JOB_NOT_FAILED' }));
  renderAt('/admin/media', <MediaPage />);
  fireEvent.click(await screen.findByRole('button', { name: 'Retry the Trailer of Monsoon' }));
  await waitFor(() =>
    expect(notify).toHaveBeenCalledWith(
      'error',
      'Could not retry the transcode',
      'Only a failed job can be retried.',
    ),
  );
});

test('polls while a job runs and stops once every job has settled', async () => {
  jest.useFakeTimers();
  serve(running);
  renderAt('/admin/media', <MediaPage />);
  await act(async () => jest.advanceTimersByTimeAsync(0));
  expect(lists()).toHaveLength(1);
  serve({ ...running, state: 'done', percent: 100, renditions: ['240p'] });
  await act(async () => jest.advanceTimersByTimeAsync(TRANSCODE_POLL_MS));
  expect(lists()).toHaveLength(2);
  await waitFor(() => expect(screen.getByTestId('job-state')).toHaveTextContent('Done'));
  await act(async () => jest.advanceTimersByTimeAsync(TRANSCODE_POLL_MS * 5));
  expect(lists()).toHaveLength(2);
});
