import { screen, within } from '@testing-library/react';
import { mockedAdmin, renderAt } from '../test/render';
import { WebVitalsSection } from './WebVitalsSection';

jest.mock('@premieres/api-client', () => jest.requireActual('../test/api-client-mock').apiClientMock());

test('one row per page with its p75 of LCP, INP and CLS; a value above "good" is marked', async () => {
  mockedAdmin.webVitals.mockResolvedValue({
    days: 30,
    items: [
      { route: '/content/:id', metric: 'CLS', p75: 0.02, samples: 4 },
      { route: '/content/:id', metric: 'LCP', p75: 1400, samples: 4 },
      { route: '/movies', metric: 'INP', p75: 320, samples: 9 },
    ],
  });
  renderAt('/admin/analytics', <WebVitalsSection />);
  const row = (await screen.findByRole('cell', { name: '/content/:id' })).closest('tr') as HTMLElement;
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['/content/:id', '1,400 ms', '–', '0.02']);
  const slow = within(screen.getByRole('cell', { name: '/movies' }).closest('tr') as HTMLElement).getByText(
    '320 ms',
  );
  expect(slow).toHaveAttribute('title', '9 measurements');
  expect(screen.getByText('Speed for real visitors (75th percentile, last 30 days)')).toBeInTheDocument();
});

test('says so when nothing was measured yet', async () => {
  mockedAdmin.webVitals.mockResolvedValue({ days: 30, items: [] });
  renderAt('/admin/analytics', <WebVitalsSection />);
  expect(await screen.findByText('No visits measured yet.')).toBeInTheDocument();
});
