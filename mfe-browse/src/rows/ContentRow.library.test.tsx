import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { entries } from '../test/api-mock';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { movie } from '../test/movies';
import { renderAt, signIn } from '../test/render';
import { ContentRow } from './ContentRow';

const listed = movie({ id: '2', title: 'Dhoop' });
const action = [movie({ id: '1', title: 'Kaalpath' }), listed];
const comedy = [movie({ id: '3', title: 'Hasya' })];

/** Two rows, the second mounting later (as the rows below the first screen do). */
function Page() {
  const [more, setMore] = useState(false);
  return (
    <>
      <ContentRow title="Action" items={action} />
      {more ? <ContentRow title="Comedy" items={comedy} /> : null}
      <button type="button" onClick={() => setMore(true)}>
        More rows
      </button>
    </>
  );
}

// Issue 28: every card read both lists itself, and cards mounting after the first paint asked the
// API for /api/me/list and /api/me/likes a second time.
it("reads the member's lists once for every card, rows mounting later included", async () => {
  signIn();
  const api = fakeBrowseApi({ 'GET me/list': entries(listed) });
  renderAt('/movies', <Page />);
  expect(await screen.findByRole('button', { name: 'Remove Dhoop from My List' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(screen.getByRole('button', { name: 'Add Kaalpath to My List' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  fireEvent.click(screen.getByRole('button', { name: 'More rows' }));
  expect(await screen.findByRole('button', { name: 'Add Hasya to My List' })).toBeInTheDocument();
  await waitFor(() => expect(api.unanswered).toEqual([]));
  const reads = api.calls.filter((call) => call.method === 'GET').map((call) => call.path);
  expect(reads.filter((path) => path === 'me/list')).toHaveLength(1);
  expect(reads.filter((path) => path === 'me/likes')).toHaveLength(1);
});
