import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test/render';
import { NextEpisodeCountdown } from './NextEpisodeCountdown';

// Fake timers: the countdown is driven by the test, never by the wall clock.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function show() {
  const onPlayNow = jest.fn();
  const onCancel = jest.fn();
  renderWithUi(
    <NextEpisodeCountdown nextTitle="S1E2 · Tea at Four" onPlayNow={onPlayNow} onCancel={onCancel} />,
  );
  return { onPlayNow, onCancel };
}

it('counts down visibly from 5 and starts the next episode at 0, once', () => {
  const { onPlayNow } = show();
  expect(screen.getByText('Next episode in 5')).toBeInTheDocument();
  expect(screen.getByText('S1E2 · Tea at Four')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByText('Next episode in 4')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3000));
  expect(onPlayNow).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1000));
  expect(onPlayNow).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(5000));
  expect(onPlayNow).toHaveBeenCalledTimes(1);
});

it('plays at once on Play now and hands Cancel to the player', () => {
  const { onPlayNow, onCancel } = show();
  fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
  expect(onPlayNow).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
