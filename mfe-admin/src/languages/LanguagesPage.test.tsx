import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { useAuthStore } from '@premieres/auth-store';
import type { TranscodeJob } from '@premieres/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { TRANSCODE_POLL_MS } from '../media/useTranscodeJobs';
import { renderAt, signInAs } from '../test/render';
import { LanguagesPage } from './LanguagesPage';

const preparing: TranscodeJob = {
  id: '2.content',
  movieId: '2',
  title: 'Antariksh',
  kind: 'content',
  state: 'running',
  percent: 40,
  error: null,
  attempts: 1,
  playable: false,
  renditions: [],
  audio: [],
  subtitles: [],
  masterUrl: '',
  updatedAt: '2026-03-01T09:00:00.000Z',
  position: 0,
  etaSeconds: 20,
};
const ready: TranscodeJob = {
  ...preparing,
  state: 'done',
  percent: 100,
  playable: true,
  renditions: ['240p', '480p'],
  audio: ['hi'],
  subtitles: ['hi', 'ml'],
  masterUrl: '/media/hls/2/content/master.m3u8',
  position: null,
  etaSeconds: null,
};

let api: FakeApi;

beforeEach(() => {
  act(() => void signInAs('moderator'));
  api = fakeApi();
});
afterEach(() => {
  act(() => useAuthStore.getState().clearSession());
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

test('a title still being prepared offers its upload once ready, without a reload', async () => {
  jest.useFakeTimers();
  api.on('GET admin/transcoding', { items: [preparing] });
  renderAt('/admin/languages', <LanguagesPage />);
  await act(async () => jest.advanceTimersByTimeAsync(0));
  const row = await screen.findByTestId('media-languages-row');
  expect(within(row).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();

  api.on('GET admin/transcoding', { items: [ready] });
  await act(async () => jest.advanceTimersByTimeAsync(TRANSCODE_POLL_MS));
  await waitFor(() =>
    expect(
      within(screen.getByTestId('media-languages-row')).getByRole('button', { name: 'Upload' }),
    ).toBeVisible(),
  );
  expect(api.callsTo('GET admin/transcoding')).toHaveLength(2);
});
