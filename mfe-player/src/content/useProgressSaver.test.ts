import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { usePlayerClosedStore } from '@premieres/player-store';
import { act, renderHook } from '@testing-library/react';
import { PROGRESS_SAVE_INTERVAL_MS, useProgressSaver } from './useProgressSaver';

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
// The client's promise chains run out (the fake API answers at once); a real macrotask, since
// the test's own timers are fake.
const { setImmediate: realSetImmediate } = jest.requireActual<typeof import('node:timers')>('node:timers');
const flush = () => act(() => new Promise<void>((resolve) => realSetImmediate(resolve)));

let api: FakeApi;
/** The saves as sent: the movie's path, the body and whether it may outlive the dialog. */
const saves = () =>
  api
    .callsTo('PUT me/progress/:id')
    .map((call) => ({ path: call.path, body: call.json, keepalive: call.keepalive }));
const saved = (positionSeconds: number, keepalive = false) => ({
  path: 'me/progress/3',
  body: { positionSeconds, durationSeconds: 10 },
  keepalive,
});

beforeEach(() => {
  jest.useFakeTimers();
  api = fakeApi({ 'GET me/progress/:id': progress(0), 'PUT me/progress/:id': progress(0) });
});
afterEach(() => {
  jest.useRealTimers();
  expect(api.unanswered).toEqual([]);
});

it('resumes at the saved position once the metadata is known', async () => {
  api.on('GET me/progress/:id', progress(5.2));
  const video = fakeVideo(0);
  renderHook(() => useProgressSaver('3', video));
  await flush();
  expect(api.callsTo('GET me/progress/:id').map((call) => call.path)).toEqual(['me/progress/3']);
  expect(video.currentTime).toBe(0);
  video.readyState = 1;
  video.dispatchEvent(new Event('loadedmetadata'));
  expect(video.currentTime).toBe(5.2);
});

it('starts over from 0 when asked, and then saves the new position over the old one', async () => {
  api.on('GET me/progress/:id', progress(5.2));
  const video = fakeVideo();
  renderHook(() => useProgressSaver('3', video, undefined, true));
  await flush();
  expect(api.callsTo('GET me/progress/:id')).toEqual([]);
  expect(video.currentTime).toBe(0);
  video.currentTime = 1.5;
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  await flush();
  expect(saves().at(-1)).toEqual(saved(1.5));
});

it('saves every interval while playing, on pause, and with keepalive on close', async () => {
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  await flush();
  video.currentTime = 4;
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  await flush();
  expect(saves()).toEqual([saved(4)]);
  video.currentTime = 5;
  video.paused = true;
  video.dispatchEvent(new Event('pause'));
  await flush();
  expect(saves()).toEqual([saved(4), saved(5)]);
  // Paused: the timer saves nothing more.
  act(() => jest.advanceTimersByTime(PROGRESS_SAVE_INTERVAL_MS));
  await flush();
  expect(saves()).toHaveLength(2);
  video.currentTime = 6;
  unmount();
  await flush();
  expect(saves().at(-1)).toEqual(saved(6, true));
});

it('saves nothing before the resume is applied, so closing at once keeps the old position', async () => {
  api.on('GET me/progress/:id', () => new Promise<never>(() => undefined));
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  video.currentTime = 0.3;
  unmount();
  await flush();
  expect(saves()).toEqual([]);
});

it('signals the close once its save is done, so Continue Watching can read the new position', async () => {
  let finishSave: (value: unknown) => void = () => undefined;
  api.on('PUT me/progress/:id', () => new Promise((resolve) => (finishSave = resolve)));
  usePlayerClosedStore.setState({ lastClosed: null });
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  await flush();
  video.currentTime = 7;
  unmount();
  await flush();
  expect(saves()).toEqual([saved(7, true)]);
  expect(usePlayerClosedStore.getState().lastClosed).toBeNull();
  finishSave(progress(7));
  await flush();
  expect(usePlayerClosedStore.getState().lastClosed).toMatchObject({ movieId: '3', positionSeconds: 7 });
});

it('closing right after a pause signals once the save of the pause has landed, not before', async () => {
  let finishSave: (value: unknown) => void = () => undefined;
  api.on('PUT me/progress/:id', () => new Promise((resolve) => (finishSave = resolve)));
  usePlayerClosedStore.setState({ lastClosed: null });
  const video = fakeVideo();
  const { unmount } = renderHook(() => useProgressSaver('3', video));
  await flush();
  video.currentTime = 6;
  video.paused = true;
  video.dispatchEvent(new Event('pause'));
  unmount();
  await flush();
  // One save (the pause's); the close has nothing new to send but waits for it.
  expect(saves()).toEqual([saved(6)]);
  expect(usePlayerClosedStore.getState().lastClosed).toBeNull();
  finishSave(progress(6));
  await flush();
  expect(usePlayerClosedStore.getState().lastClosed).toMatchObject({ movieId: '3', positionSeconds: 6 });
});
