import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../test/render';
import { EpisodeForm, toEpisodeFormValues } from './EpisodeForm';

// The form asks the API nothing: its parent sends what it hands over.
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => expect(api.calls).toEqual([]));
// A Chakra form in jsdom on a shared 2-core machine: role queries take seconds, not a rule.
jest.setTimeout(30_000);

function renderForm() {
  const onSubmit = jest.fn().mockResolvedValue(true);
  renderAt(
    '/admin/episodes',
    <EpisodeForm
      initial={toEpisodeFormValues(null, 2, 4)}
      submitLabel="Add episode"
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

it('sends the contracts input: minutes become seconds, empty markers null', async () => {
  const onSubmit = renderForm();
  fireEvent.change(screen.getByLabelText('Episode title'), { target: { value: ' Night Patrol ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add episode' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({
    season: 2,
    number: 4,
    title: 'Night Patrol',
    durationSeconds: 1320,
    synopsis: null,
    introStartSeconds: null,
    introEndSeconds: null,
  });
});

it('shows the schema and intro rules on their fields and sends nothing', async () => {
  const onSubmit = renderForm();
  fireEvent.change(screen.getByLabelText('Intro starts (seconds)'), { target: { value: '40' } });
  fireEvent.change(screen.getByLabelText('Intro ends (seconds)'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add episode' }));
  expect(await screen.findByText('Check this value')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Episode title'), { target: { value: 'Night Patrol' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add episode' }));
  expect(
    await screen.findByText('The intro must start before it ends, inside the episode'),
  ).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});
