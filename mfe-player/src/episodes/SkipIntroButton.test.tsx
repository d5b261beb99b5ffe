import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test/render';
import { SkipIntroButton } from './SkipIntroButton';

/** A <video> whose playhead the test moves (jsdom plays nothing). */
function videoAt(seconds: number): HTMLVideoElement {
  const video = document.createElement('video');
  let current = seconds;
  Object.defineProperty(video, 'currentTime', {
    get: () => current,
    set: (value: number) => {
      current = value;
    },
  });
  return video;
}

function moveTo(video: HTMLVideoElement, seconds: number) {
  act(() => {
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  });
}

it('shows only between the intro markers and seeks to the intro end', () => {
  const video = videoAt(1);
  renderWithUi(<SkipIntroButton video={video} intro={{ start: 3, end: 9 }} />);
  expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
  moveTo(video, 4);
  fireEvent.click(screen.getByRole('button', { name: 'Skip Intro' }));
  expect(video.currentTime).toBe(9);
  expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
  moveTo(video, 5);
  expect(screen.getByRole('button', { name: 'Skip Intro' })).toBeInTheDocument();
  moveTo(video, 12);
  expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
});

it('never shows without markers', () => {
  const video = videoAt(5);
  renderWithUi(<SkipIntroButton video={video} intro={null} />);
  moveTo(video, 6);
  expect(screen.queryByRole('button', { name: 'Skip Intro' })).toBeNull();
});
