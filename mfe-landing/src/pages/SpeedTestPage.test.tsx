import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../test/renderPage';
import '../i18n/registerLandingStrings';
import SpeedTestPage from './SpeedTestPage';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

test('runs 10 steps of 300 ms, then shows the figures and the recommendation', async () => {
  // random() = 0.5 → download 70, upload 35, ping 20 (middles of the spec ranges).
  await renderPage(<SpeedTestPage random={() => 0.5} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Internet Speed Test' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Start Speed Test' }));

  const progress = screen.getByRole('progressbar', { name: 'Test progress' });
  expect(screen.getByRole('button', { name: 'Testing your connection…' })).toBeDisabled();
  advance(300);
  expect(progress).toHaveAttribute('aria-valuenow', '10');
  advance(299);
  expect(progress).toHaveAttribute('aria-valuenow', '10');
  advance(1);
  expect(progress).toHaveAttribute('aria-valuenow', '20');
  advance(300 * 7);
  expect(progress).toHaveAttribute('aria-valuenow', '90');
  expect(screen.queryByTestId('speed-test-result')).not.toBeInTheDocument();
  advance(300);
  expect(progress).toHaveAttribute('aria-valuenow', '100');

  expect(screen.getByTestId('speed-download')).toHaveTextContent('70 Mbps');
  expect(screen.getByTestId('speed-upload')).toHaveTextContent('35 Mbps');
  expect(screen.getByTestId('speed-ping')).toHaveTextContent('20 ms');
  expect(screen.getByText('Your connection supports 4K Ultra HD streaming.')).toBeInTheDocument();
  expect(screen.getByTestId('recommendation-4K')).toHaveTextContent('Your best quality');
  expect(screen.getByRole('button', { name: 'Test Again' })).toBeEnabled();
});

test('lists the spec recommendations and picks 1080p for the slowest simulated download', async () => {
  // random() = 0 → the minimum of each range: 20 Mbps down, below the 25 Mbps for 4K.
  await renderPage(<SpeedTestPage random={() => 0} />);
  expect(screen.getByTestId('recommendation-4K')).toHaveTextContent('4K Ultra HD25+ Mbps');
  expect(screen.getByTestId('recommendation-1080p')).toHaveTextContent('1080p Full HD5+ Mbps');
  expect(screen.getByTestId('recommendation-720p')).toHaveTextContent('720p HD3+ Mbps');
  expect(screen.getByTestId('recommendation-SD')).toHaveTextContent('Standard definition (SD)1+ Mbps');
  fireEvent.click(screen.getByRole('button', { name: 'Start Speed Test' }));
  advance(3000);
  expect(screen.getByTestId('speed-download')).toHaveTextContent('20 Mbps');
  expect(screen.getByTestId('speed-upload')).toHaveTextContent('10 Mbps');
  expect(screen.getByTestId('speed-ping')).toHaveTextContent('5 ms');
  expect(screen.getByTestId('recommendation-1080p')).toHaveTextContent('Your best quality');
  expect(screen.getByTestId('recommendation-4K')).not.toHaveTextContent('Your best quality');
});

test('values always fall inside the spec ranges with the real random source', async () => {
  await renderPage(<SpeedTestPage />);
  fireEvent.click(screen.getByRole('button', { name: 'Start Speed Test' }));
  advance(3000);
  const number = (id: string) => Number.parseInt(screen.getByTestId(id).textContent ?? '', 10);
  expect(number('speed-download')).toBeGreaterThanOrEqual(20);
  expect(number('speed-download')).toBeLessThanOrEqual(120);
  expect(number('speed-upload')).toBeGreaterThanOrEqual(10);
  expect(number('speed-upload')).toBeLessThanOrEqual(60);
  expect(number('speed-ping')).toBeGreaterThanOrEqual(5);
  expect(number('speed-ping')).toBeLessThanOrEqual(35);
});
