import { fakeApi } from '@premieres/api-client/testing';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import App from './App';
import { signInAs } from './test/render';

// The panel's own client and the tab are lazy chunks; on a loaded 2-core machine that takes seconds.
jest.setTimeout(30_000);

test('run alone (no shell QueryClient), the panel makes its own and the Content tab reads', async () => {
  const api = fakeApi({ 'GET admin/movies': { items: [], total: 0, page: 1, limit: 20 } });
  act(() => void signInAs('moderator'));
  render(
    <MemoryRouter initialEntries={['/admin/content']}>
      <App />
    </MemoryRouter>,
  );
  expect(
    await screen.findByText('No movies available. Add your first movie!', {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
  expect(api.callsTo('GET admin/movies')).toHaveLength(1);
});
