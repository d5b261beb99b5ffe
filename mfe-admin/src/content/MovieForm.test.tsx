import { ApiRequestError } from '@premieres/api-client';
import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { movieFormDefaults } from '@premieres/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../test/render';
import { MovieForm } from './MovieForm';
import type { MovieFormState } from './movieFormResolver';

// The form asks the API nothing: its parent sends what it hands over.
let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});
afterEach(() => expect(api.calls).toEqual([]));
// A whole Chakra form in jsdom on a shared 2-core machine: role queries take seconds, not a rule.
jest.setTimeout(30_000);

// An injected clock: the year rule (1900..now+5) must not depend on when the test runs.
const now = () => new Date('2026-06-01T00:00:00Z');

function renderForm(
  initial = movieFormDefaults(now()),
  onSubmit = jest.fn<Promise<void>, [MovieFormState]>().mockResolvedValue(),
) {
  renderAt(
    '/admin/content',
    <MovieForm
      initial={initial}
      genres={['Drama']}
      submitLabel="Create"
      onSubmit={onSubmit}
      onCancel={() => {}}
      progress={null}
      now={now}
    />,
  );
  return onSubmit;
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

test('starts from the spec §4 defaults', () => {
  renderForm();
  expect(input('Type')).toHaveValue('movie');
  expect(input('Rating')).toHaveValue(0);
  expect(input('Duration')).toHaveValue(120);
  expect(input('Release year')).toHaveValue(2026);
  expect(input('Certification')).toHaveValue('U/A 13+');
  expect(screen.getByRole('checkbox', { name: 'New' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Trending' })).not.toBeChecked();
  // Seasons and episodes belong to series.
  expect(screen.queryByLabelText(/^Seasons/)).toBeNull();
  fireEvent.change(input('Type'), { target: { value: 'tv' } });
  expect(input('Seasons')).toHaveValue(1);
  expect(input('Episodes')).toHaveValue(1);
});

test('offers the five certifications', () => {
  renderForm();
  const options = [...(input('Certification') as unknown as HTMLSelectElement).options].map((o) => o.value);
  expect(options).toEqual(['U', 'U/A 7+', 'U/A 13+', 'U/A 16+', 'A']);
});

test('refuses a missing title, a bad rating step, a year out of range and a zero duration, with the rule messages', async () => {
  const onSubmit = renderForm();
  fireEvent.change(input('Rating'), { target: { value: '7.35' } });
  fireEvent.change(input('Release year'), { target: { value: '2032' } });
  fireEvent.change(input('Duration'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Title is required')).toBeInTheDocument();
  expect(screen.getByText('Rating must be in steps of 0.1')).toBeInTheDocument();
  expect(screen.getByText('Release year must be a whole number from 1900 to 2031')).toBeInTheDocument();
  expect(screen.getByText('Duration must be a whole number of at least 1 minute')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test("the API's rule failures are shown by their message ids, other field messages in the server's words", async () => {
  // The API's English for the type rule differs from this remote's: the id decides what shows.
  const refused = new ApiRequestError({
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION',
    messageId: 'movie.typeInvalid',
    message: "Type must be 'movie' or 'tv'",
    fields: { type: "Type must be 'movie' or 'tv'", director: 'director must be a string' },
    fieldMessageIds: { type: 'movie.typeInvalid' },
  });
  renderForm(
    { ...movieFormDefaults(now()), title: 'Dune' },
    jest.fn<Promise<void>, [MovieFormState]>().mockRejectedValue(refused),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Type must be Movie or Premiere')).toBeInTheDocument();
  expect(screen.getByText('director must be a string')).toBeInTheDocument();
});

test('cast is a list: empty and duplicate names are refused, a valid list is sent', async () => {
  const onSubmit = renderForm();
  fireEvent.change(input('Title'), { target: { value: 'Kaathal' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add cast member' }));
  fireEvent.click(screen.getByRole('button', { name: 'Add cast member' }));
  fireEvent.change(screen.getByLabelText('Cast member 1'), { target: { value: 'Mammootty' } });
  fireEvent.change(screen.getByLabelText('Cast member 2'), { target: { value: ' mammootty ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Cast names must be unique')).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Cast member 2'), { target: { value: '  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Cast names cannot be empty')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Remove 2' }));
  fireEvent.change(screen.getByLabelText('Cast member 1'), { target: { value: 'Jyothika' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
    title: 'Kaathal',
    movie_cast: ['Jyothika'],
    rating: 0,
  });
});

test('a poster must be an image and a trailer a video', async () => {
  const onSubmit = renderForm();
  fireEvent.change(input('Title'), { target: { value: 'Aavesham' } });
  fireEvent.change(input('Upload a poster'), {
    target: { files: [new File(['x'], 'poster.txt', { type: 'text/plain' })] },
  });
  fireEvent.change(input('Upload a trailer'), {
    target: { files: [new File(['x'], 'clip.png', { type: 'image/png' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Thumbnail must be an image file')).toBeInTheDocument();
  expect(screen.getByText('Trailer must be a video file')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();
});

test('names the title in Hindi and Malayalam, each in its own script', async () => {
  const onSubmit = renderForm();
  fireEvent.change(input('Title'), { target: { value: 'Antariksh' } });
  fireEvent.change(input('Hindi title'), { target: { value: 'Antariksh' } });
  fireEvent.change(input('Malayalam title'), { target: { value: 'अंतरिक्ष' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('The Hindi title must be written in Devanagari')).toBeInTheDocument();
  expect(screen.getByText('The Malayalam title must be written in Malayalam script')).toBeInTheDocument();
  expect(onSubmit).not.toHaveBeenCalled();

  fireEvent.change(input('Hindi title'), { target: { value: 'अंतरिक्ष' } });
  fireEvent.change(input('Malayalam title'), { target: { value: 'അന്തരിക്ഷ്' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ title_hi: 'अंतरिक्ष', title_ml: 'അന്തരിക്ഷ്' });
});
