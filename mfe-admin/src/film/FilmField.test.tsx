import { ApiRequestError } from '@premieres/api-client';
import { type FakeApi, fakeApi } from '@premieres/api-client/testing';
import { FILM_MAX_BYTES, type FilmTarget, movieFormDefaults, type TranscodeJob } from '@premieres/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MovieForm } from '../content/MovieForm';
import type { MovieFormState } from '../content/movieFormResolver';
import { renderAt } from '../test/render';
import { setFilmUploadTransport, useFilmUploads } from './filmUploads';
import type { FilmUploadEvents } from './tusFilmUpload';

jest.mock('@premieres/ui', () => ({ ...jest.requireActual('@premieres/ui'), notify: jest.fn() }));
// A whole Chakra form in jsdom on a shared 2-core machine: role queries take seconds, not a rule.
jest.setTimeout(30_000);

const now = () => new Date('2026-06-01T00:00:00Z');
const MB = 1_000_000;

/**
 * The transport the store drives (tus-js-client in the browser): records what the field asks of
 * it and lets the test report progress, success or failure as the server would.
 */
function recordingTransport() {
  const calls: { target: FilmTarget; file: File; events: FilmUploadEvents }[] = [];
  const controls = { pause: jest.fn(async () => {}), resume: jest.fn(), cancel: jest.fn(async () => {}) };
  let clock = 0;
  setFilmUploadTransport(
    (target, file, events) => {
      calls.push({ target, file, events });
      return controls;
    },
    () => clock,
  );
  return {
    calls,
    controls,
    /** Reports `sent` bytes at `atMs` on the injected clock. */
    progress(sent: number, total: number, atMs: number) {
      clock = atMs;
      act(() => calls[0]?.events.onProgress(sent, total));
    },
  };
}

function film(name = 'film.mp4', type = 'video/mp4', size = 10 * MB): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderForm(filmTarget: FilmTarget | null) {
  const onSubmit = jest.fn<Promise<void>, [MovieFormState]>().mockResolvedValue();
  renderAt(
    '/admin/content',
    <MovieForm
      initial={{ ...movieFormDefaults(now()), title: 'Aavesham' }}
      genres={['Drama']}
      submitLabel={filmTarget ? 'Save changes' : 'Create'}
      onSubmit={onSubmit}
      onCancel={() => {}}
      progress={null}
      filmTarget={filmTarget}
      now={now}
    />,
  );
  return onSubmit;
}

const filmInput = () => screen.getByLabelText(/^Film \(the full-length video\)/) as HTMLInputElement;

const queued = (position: number): TranscodeJob => ({
  id: 'm1.content',
  movieId: 'm1',
  title: 'Aavesham',
  kind: 'content',
  state: 'queued',
  percent: 0,
  error: null,
  attempts: 0,
  playable: false,
  renditions: [],
  audio: [],
  subtitles: [],
  masterUrl: '/media/hls/m1/content/master.m3u8',
  updatedAt: '2026-06-01T00:00:00.000Z',
  position,
  etaSeconds: 150,
});

let api: FakeApi;
beforeEach(() => {
  useFilmUploads.setState({ uploads: {} });
  // No transcode yet; the film's job shows up once the upload is stored.
  api = fakeApi({ 'GET admin/transcoding': { items: [] } });
});
afterEach(() => expect(api.unanswered).toEqual([]));

test('editing a title: the chosen film uploads at once with percent and MB/s, pauses, resumes, then shows its place in the queue', async () => {
  const transport = recordingTransport();
  renderForm({ movieId: 'm1' });
  expect(screen.getByText(/uploads as soon as you choose it/)).toBeInTheDocument();

  const chosen = film();
  fireEvent.change(filmInput(), { target: { files: [chosen] } });
  expect(transport.calls).toHaveLength(1);
  expect(transport.calls[0]).toMatchObject({ target: { movieId: 'm1' }, file: chosen });

  transport.progress(1 * MB, 10 * MB, 0);
  transport.progress(5 * MB, 10 * MB, 2000);
  const bar = await screen.findByTestId('film-progress');
  expect(bar).toHaveAttribute('data-percent', '50');
  expect(screen.getByText('Uploading film.mp4… 50 % · 2.0 MB/s (5.0 of 10.0 MB)')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
  expect(transport.controls.pause).toHaveBeenCalled();
  expect(await screen.findByText('Paused at 50 % (5.0 of 10.0 MB)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
  expect(transport.controls.resume).toHaveBeenCalled();

  transport.progress(10 * MB, 10 * MB, 4000);
  expect(await screen.findByText('Every byte sent: storing the film…')).toBeInTheDocument();

  api.on('GET admin/transcoding', { items: [queued(3)] });
  act(() => transport.calls[0]?.events.onSuccess('movie-content/1780000000000-abc.mp4'));
  expect(await screen.findByTestId('film-status')).toHaveTextContent(
    'Film: queued · position 3 · about 3 min',
  );
  expect(screen.queryByTestId('film-progress')).toBeNull();
  // The form now holds the new content_url: saving it does not put the old one back.
  expect(screen.getByLabelText(/^Content URL/)).toHaveValue('movie-content/1780000000000-abc.mp4');
});

test('creating a title: the film waits for the title, and the form says so', async () => {
  const transport = recordingTransport();
  const onSubmit = renderForm(null);
  expect(screen.getByText(/uploads as soon as the title is created/)).toBeInTheDocument();
  const chosen = film('Aavesham.mkv', '');
  fireEvent.change(filmInput(), { target: { files: [chosen] } });
  expect(await screen.findByText('Chosen: Aavesham.mkv (10.0 MB)')).toBeInTheDocument();
  expect(transport.calls).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  expect(onSubmit.mock.calls[0]?.[0].film_file).toBe(chosen);
});

test('refuses a file that is not a video, or too large, before sending a byte', async () => {
  const transport = recordingTransport();
  renderForm({ movieId: 'm1' });
  fireEvent.change(filmInput(), { target: { files: [film('notes.pdf', 'application/pdf')] } });
  expect(await screen.findByText(/The film must be a video file/)).toBeInTheDocument();
  fireEvent.change(filmInput(), { target: { files: [film('huge.mp4', 'video/mp4', FILM_MAX_BYTES + 1)] } });
  expect(await screen.findByText('The film is too large: at most 20 GB')).toBeInTheDocument();
  expect(transport.calls).toHaveLength(0);
});

test('a refused upload says why, and Cancel removes it', async () => {
  const transport = recordingTransport();
  renderForm({ movieId: 'm1' });
  fireEvent.change(filmInput(), { target: { files: [film()] } });
  act(() =>
    transport.calls[0]?.events.onError(
      new ApiRequestError({
        statusCode: 415,
        error: 'Unsupported Media Type',
        code: 'FILM_NOT_VIDEO',
        message: 'server words',
      }),
    ),
  );
  expect(await screen.findByTestId('film-error')).toHaveTextContent(/The film must be a video file/);
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
  expect(transport.controls.cancel).toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByTestId('film-progress')).toBeNull());
});
