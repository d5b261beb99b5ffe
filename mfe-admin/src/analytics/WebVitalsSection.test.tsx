import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../test/render';
import { adminAnalyticsEn as adminEn } from './i18n/analytics.en';
import { adminAnalyticsHi as adminHi } from './i18n/analytics.hi';
import { adminAnalyticsMl as adminMl } from './i18n/analytics.ml';
import { WebVitalsSection } from './WebVitalsSection';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => expect(api.unanswered).toEqual([]));

test('one row per page with its p75 of LCP, INP and CLS; a value above "good" is marked', async () => {
  api.on('GET admin/analytics/vitals', {
    days: 30,
    items: [
      { route: '/content/:id', metric: 'CLS', p75: 0.02, samples: 4 },
      { route: '/content/:id', metric: 'LCP', p75: 1400, samples: 4 },
      { route: '/movies', metric: 'INP', p75: 320, samples: 9 },
    ],
    releases: [],
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
  api.on('GET admin/analytics/vitals', { days: 30, items: [], releases: [] });
  renderAt('/admin/analytics', <WebVitalsSection />);
  expect(await screen.findByText('No visits measured yet.')).toBeInTheDocument();
});

test("per release, a release more than 10 % slower in p75 LCP than the route's previous is flagged in red with its change", async () => {
  const lcp = (p75: number) => ({ metric: 'LCP' as const, p75, samples: 4 });
  api.on('GET admin/analytics/vitals', {
    days: 30,
    items: [{ route: '/movies', metric: 'LCP', p75: 1150, samples: 12 }],
    releases: [
      {
        route: '/movies',
        release: 'mfe-browse@1.9.0',
        firstSeen: '2026-05-01T10:00:00.000Z',
        cells: [lcp(1000)],
        lcpRegression: false,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.10.0',
        firstSeen: '2026-05-02T10:00:00.000Z',
        cells: [lcp(1150)],
        previous: 'mfe-browse@1.9.0',
        lcpChange: 0.15,
        lcpRegression: true,
      },
      {
        route: '/movies',
        release: 'mfe-browse@1.10.1',
        firstSeen: '2026-05-03T10:00:00.000Z',
        cells: [lcp(1190)],
        previous: 'mfe-browse@1.10.0',
        lcpChange: 0.035,
        lcpRegression: false,
      },
    ],
  });
  renderAt('/admin/analytics', <WebVitalsSection />);
  const releases = await screen.findByTestId('web-vitals-releases');
  expect(
    within(releases).getByText(
      'Releases that made a page slower (p75 LCP more than 10% above the previous release): 1',
    ),
  ).toBeInTheDocument();
  const rowOf = (release: string) =>
    within(releases).getByRole('cell', { name: release }).closest('tr') as HTMLElement;
  const flagged = rowOf('mfe-browse@1.10.0');
  expect(flagged).toHaveAttribute('data-regression', 'true');
  expect(
    within(flagged).getByText('Slower: p75 LCP +15% compared with mfe-browse@1.9.0'),
  ).toBeInTheDocument();
  expect(within(flagged).getAllByRole('cell')[2]).toHaveTextContent('1,150 ms');
  // Within 10 %: the change is shown, not flagged; the first release has nothing to compare with.
  expect(rowOf('mfe-browse@1.10.1')).not.toHaveAttribute('data-regression');
  expect(within(rowOf('mfe-browse@1.10.1')).getByText('+3.5%')).toBeInTheDocument();
  expect(within(rowOf('mfe-browse@1.9.0')).getAllByRole('cell').at(-1)).toHaveTextContent('–');
});

test('the release strings have Hindi and Malayalam values', () => {
  for (const strings of [adminHi, adminMl]) {
    for (const key of [
      'vitalsByRelease',
      'vitalsRelease',
      'vitalsChange',
      'vitalsRegression',
      'vitalsRegressions',
    ] as const) {
      expect(strings.analytics[key]).toEqual(expect.any(String));
      expect(strings.analytics[key]).not.toBe(adminEn.analytics[key]);
    }
  }
});
