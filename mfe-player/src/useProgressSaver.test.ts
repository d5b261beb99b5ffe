import { watchProgressApi } from '@premieres/api-client';
import { usePlayerClosedStore } from '@premieres/player-store';
import { act, renderHook } from '@testing-library/react';
import { PROGRESS_SAVE_INTERVAL_MS, useProgressSaver } from './useProgressSaver';

jest.mock('@premieres/api-client', () => ({
  watchProgressApi: { get: jest.fn(), save: jest.fn() },
}));
const get = watchProgressApi.get as jest.Mock;
const save = watchProgressApi.save as jest.Mock;

/** A <video> stand-in: the hook reads these properties and listens for pause and loadedmetadata. */
function fakeVideo(readyState = 1) {
  const target = new EventTarget();
  return Object.assign(target, {
    currentTime: 0,
    duration: 10,
    paused: false,
    readyState,
  }) as unknown as HTMLVideoElement & { paused: boolean; readyState: number };
}
const progress = (resumeAtSeconds: number) => ({
  movieId: '3',
  positionSeconds: resumeAtSeconds,
  durationSeconds: 10,
  fraction: resumeAtSeconds / 10,
  finished: false,
  resumeAtSeconds,
  updatedAt: null,
});
const flush = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  save.mockResolvedValue(progress(0));
});
afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

it('resumes at the saved position once the metadata is known', async () => {
  get.mockResolvedValue(progress(5.2));
  const video = fakeVideo(0);
  renderHook(() => useProgressSaver('3', video));
  await flush();
  expect(video.currentTime).toBe(0);
  video.readyState = 1;
  video.dispatchEvent(new Event('loadedmetadata'));
  expect(video.currentTime).toBe(5.2);
});

it('starts over from 0 when asked, and then saves the new position over the old one', async () => {
  get.mockResolvedValue(progress(5.2));
  const video = fakeVideo();
  renderHook(() => useProgressSaver('3', video, undefined, true));
  await flush();
  expect(get).not.toHaveBeenCalled();
  expect(video.currentTime).toBe(0);
  video.currentTime = 1.5;
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  expect(save).toHaveBeenLastCalledWith(
    '3',
    { positionSeconds: 1.5, durationSeconds: 10 },
    { keepalive: false },
  );
});

it('saves every interval while playing, on pause, and with keepalive on close', async () => {
  get.mockResolvedValue(progress(0));
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  await flush();
  video.currentTime = 4;
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  expect(save).toHaveBeenLastCalledWith(
    '3',
    { positionSeconds: 4, durationSeconds: 10 },
    { keepalive: false },
  );
  video.currentTime = 5;
  video.paused = true;
  video.dispatchEvent(new Event('pause'));
  expect(save).toHaveBeenCalledTimes(2);
  // Paused: the timer saves nothing more.
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  expect(save).toHaveBeenCalledTimes(2);
  video.currentTime = 6;
  unmount();
  expect(save).toHaveBeenLastCalledWith(
    '3',
    { positionSeconds: 6, durationSeconds: 10 },
    { keepalive: true },
  );
});

it('saves nothing before the resume is applied, so closing at once keeps the old position', () => {
  get.mockReturnValue(new Promise(() => undefined));
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  video.currentTime = 0.3;
  unmount();
  expect(save).not.toHaveBeenCalled();
});

it('signals the close once its save is done, so Continue Watching can read the new position', async () => {
  get.mockResolvedValue(progress(0));
  let finishSave: (value: unknown) => void = () => undefined;
  save.mockReturnValue(new Promise((resolve) => (finishSave = resolve)));
  usePlayerClosedStore.setState({ lastClosed: null });
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  await flush();
  video.currentTime = 7;
  unmount();
  await flush();
  expect(usePlayerClosedStore.getState().lastClosed).toBeNull();
  finishSave(progress(7));
  await flush();
  expect(usePlayerClosedStore.getState().lastClosed).toMatchObject({ movieId: '3', positionSeconds: 7 });
});
