import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../test/render';
import { TopTenSection } from './TopTenSection';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => expect(api.unanswered).toEqual([]));

test("the members' Top 10 today with each title's play count", async () => {
  api.on('GET admin/analytics/top-ten', {
    windowHours: 24,
    computedAt: '2026-11-26T10:00:00.000Z',
    items: [
      { rank: 1, id: '2', title: 'Antariksh', plays: 1204 },
      { rank: 2, id: '3', title: 'Golmaal Junction', plays: 7 },
    ],
  });
  renderAt('/admin/analytics', <TopTenSection />);
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
  ).toEqual([[], ['#1', 'Antariksh', '1,204'], ['#2', 'Golmaal Junction', '7']]);
  expect(screen.getByText('Top 10 today (plays past two minutes, last 24 hours)')).toBeInTheDocument();
});

test('says so before anything was played past two minutes', async () => {
  api.on('GET admin/analytics/top-ten', {
    windowHours: 24,
    computedAt: '2026-11-26T10:00:00.000Z',
    items: [],
  });
  renderAt('/admin/analytics', <TopTenSection />);
  expect(await screen.findByText('Nothing has been played past two minutes today.')).toBeInTheDocument();
});
