import { apiError, type FakeApi } from '@premieres/api-client/testing';
import { MEDIA_NOT_READY, type MediaStatus } from '@premieres/contracts';
import { closePlayer, openPlayer } from '@premieres/player-store';
import { UiProvider } from '@premieres/ui';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PlayerHost from '../dialog/PlayerHost';
import { fakePlayerApi } from '../test/fakePlayerApi';
import { fileGrant } from '../test/grants';
import '../test/render';

let api: FakeApi;
beforeEach(() => {
  api = fakePlayerApi();
});
/** The grants asked for: the title's path and the query (device, episode). */
const grants = () =>
  api.callsTo('GET playback/:id').map((call) => [call.path, Object.fromEntries(call.query)]);
const milestones = () =>
  api
    .callsTo('POST playback/:id/events')
    .map((call) => [call.params.id, (call.json as { milestone: string }).milestone]);
const statusAsked = () =>
  api.callsTo('GET playback/:id/status').map((call) => [call.path, call.query.toString()]);
/** Answers each status request with the next of `answers` (the last one from then on). */
const statuses = (...answers: MediaStatus[]) => {
  let asked = 0;
  api.on('GET playback/:id/status', () => answers[Math.min(asked++, answers.length - 1)]);
};

function renderHost() {
  return render(
    <UiProvider>
      <MemoryRouter>
        <PlayerHost />
      </MemoryRouter>
    </UiProvider>,
  );
}
const refusal = (statusCode: number, code?: string) => apiError(statusCode, 'refused', code ? { code } : {});

afterEach(() => {
  cleanup();
  closePlayer();
  expect(api.unanswered).toEqual([]);
});

describe('Play of content', () => {
  it('plays the signed URL the API grants, with the plan’s caps alongside', async () => {
    api.on('GET playback/:id', fileGrant({ plan: 'standard', qualityLines: 1080, screens: 2 }));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    const video = await screen.findByLabelText('Kaalpath', { selector: 'video' });
    expect(video).toHaveAttribute('src', 'http://site/media/content/7?u=x&p=-&e=1&s=y');
    expect(video.closest('[data-quality-cap]')).toHaveAttribute('data-quality-cap', '1080');
    expect(grants()).toEqual([['playback/7', { device: expect.stringMatching(/^[a-f0-9]{32}$/) }]]);
  });

  it('reports start, two minutes in and each quarter passed once per play', async () => {
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    const video = (await screen.findByLabelText('Kaalpath', { selector: 'video' })) as HTMLVideoElement;
    // jsdom plays nothing: the element's clock is set by hand.
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 30 });
    fireEvent.timeUpdate(video);
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(milestones()).toEqual([
        ['7', 'start'],
        ['7', '25'],
      ]),
    );
    // A title shorter than two minutes counts as played (Top 10 today) once it reaches its end.
    video.currentTime = 99.5;
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(milestones().slice(2)).toEqual([
        ['7', '2min'],
        ['7', '50'],
        ['7', '75'],
        ['7', '100'],
      ]),
    );
  });

  it('shows a non-subscriber the plans upsell, not an error', async () => {
    api.on('GET playback/:id', refusal(403, 'SUBSCRIPTION_REQUIRED'));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByTestId('player-upsell')).toHaveTextContent('Subscribe to watch');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard#plans');
    expect(screen.queryByLabelText('Kaalpath', { selector: 'video' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    api.on('GET playback/:id', refusal(401)).on('POST auth/refresh', refusal(401));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/dashboard#plans')}`,
    );
  });

  it('says the title is unavailable when it has no content', async () => {
    api.on('GET playback/:id', refusal(404, 'NO_CONTENT'));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('This content is not yet available for streaming.')).toBeInTheDocument();
  });

  it('says how far a film being prepared is, and starts it by itself once ready', async () => {
    jest.useFakeTimers();
    api.on('GET playback/:id', refusal(409, MEDIA_NOT_READY));
    statuses(
      { state: 'preparing', percent: 45, position: 1, etaSeconds: 28 },
      { state: 'preparing', percent: 90, position: 0, etaSeconds: 4 },
      { state: 'ready', percent: 100, position: null, etaSeconds: null },
    );
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByTestId('player-preparing-text')).toHaveTextContent(
      'Preparing · 45 % · about 30 s',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('The film starts by itself when it is ready.')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('player-preparing-text')).toHaveTextContent('Preparing · 90 % · about 5 s');
    expect(grants()).toHaveLength(1);
    api.on('GET playback/:id', fileGrant());
    await act(async () => jest.advanceTimersByTime(3000));
    // Ready: the grant is asked for again and the film plays, with no reload and no click.
    const video = await screen.findByLabelText('Kaalpath', { selector: 'video' });
    expect(video).toHaveAttribute('src', 'http://site/media/content/7?u=x&p=-&e=1&s=y');
    expect(grants()).toHaveLength(2);
    expect(statusAsked()).toEqual([
      ['playback/7/status', ''],
      ['playback/7/status', ''],
      ['playback/7/status', ''],
    ]);
    jest.useRealTimers();
  });

  it('asks for an episode’s status while it is prepared', async () => {
    api.on('GET playback/:id', refusal(409, MEDIA_NOT_READY));
    statuses({ state: 'preparing', percent: 10, position: 3, etaSeconds: null });
    renderHost();
    act(() =>
      openPlayer({
        title: 'Gully Kings',
        videoUrl: '',
        kind: 'content',
        movieId: 'tv1',
        episodeId: 'tv1-s1e2',
      }),
    );
    expect(await screen.findByText('Preparing · 10 %')).toBeInTheDocument();
    expect(statusAsked()).toContainEqual(['playback/tv1/status', 'episode=tv1-s1e2']);
  });

  it('says the film is unavailable when its transcode failed', async () => {
    api.on('GET playback/:id', refusal(409, MEDIA_NOT_READY));
    statuses({ state: 'failed', percent: 0, position: null, etaSeconds: null });
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('This content is not yet available for streaming.')).toBeInTheDocument();
  });

  it('offers Retry when the API does not answer', async () => {
    api.on('GET playback/:id', () => {
      throw new TypeError('Failed to fetch');
    });
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('The video stopped loading.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
