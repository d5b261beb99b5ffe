import { ApiRequestError, playbackApi } from '@premieres/api-client';
import { MEDIA_NOT_READY } from '@premieres/contracts';
import { closePlayer, openPlayer } from '@premieres/player-store';
import { UiProvider } from '@premieres/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import PlayerHost from './PlayerHost';
import { fileGrant } from './test/grants';
import './test/render';

jest.mock('@premieres/api-client', () => ({
  ...jest.requireActual('@premieres/api-client'),
  playbackApi: { grant: jest.fn(), reportMilestone: jest.fn(), status: jest.fn() },
  streamsApi: { heartbeat: jest.fn(), stop: jest.fn(() => Promise.resolve()) },
}));
const grant = playbackApi.grant as jest.MockedFunction<typeof playbackApi.grant>;
const status = playbackApi.status as jest.MockedFunction<typeof playbackApi.status>;
const reportMilestone = playbackApi.reportMilestone as jest.MockedFunction<
  typeof playbackApi.reportMilestone
>;

function renderHost() {
  return render(
    <UiProvider>
      <MemoryRouter>
        <PlayerHost />
      </MemoryRouter>
    </UiProvider>,
  );
}
const refusal = (statusCode: number, code?: string) =>
  new ApiRequestError({ statusCode, error: 'Forbidden', message: 'refused', ...(code ? { code } : {}) });

afterEach(() => {
  cleanup();
  closePlayer();
  jest.clearAllMocks();
});

describe('Play of content', () => {
  it('plays the signed URL the API grants, with the plan’s caps alongside', async () => {
    grant.mockResolvedValue(fileGrant({ plan: 'standard', qualityLines: 1080, screens: 2 }));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    const video = await screen.findByLabelText('Kaalpath', { selector: 'video' });
    expect(video).toHaveAttribute('src', 'http://site/media/content/7?u=x&p=-&e=1&s=y');
    expect(video.closest('[data-quality-cap]')).toHaveAttribute('data-quality-cap', '1080');
    expect(grant).toHaveBeenCalledWith('7', { device: expect.stringMatching(/^[a-f0-9]{32}$/) });
  });

  it('reports start, two minutes in and each quarter passed once per play', async () => {
    reportMilestone.mockResolvedValue(undefined);
    grant.mockResolvedValue(fileGrant());
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    const video = (await screen.findByLabelText('Kaalpath', { selector: 'video' })) as HTMLVideoElement;
    // jsdom plays nothing: the element's clock is set by hand.
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 30 });
    fireEvent.timeUpdate(video);
    fireEvent.timeUpdate(video);
    expect(reportMilestone.mock.calls).toEqual([
      ['7', 'start'],
      ['7', '25'],
    ]);
    // A title shorter than two minutes counts as played (Top 10 today) once it reaches its end.
    video.currentTime = 99.5;
    fireEvent.timeUpdate(video);
    expect(reportMilestone.mock.calls.slice(2)).toEqual([
      ['7', '2min'],
      ['7', '50'],
      ['7', '75'],
      ['7', '100'],
    ]);
  });

  it('shows a non-subscriber the plans upsell, not an error', async () => {
    grant.mockRejectedValue(refusal(403, 'SUBSCRIPTION_REQUIRED'));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByTestId('player-upsell')).toHaveTextContent('Subscribe to watch');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/dashboard#plans');
    expect(screen.queryByLabelText('Kaalpath', { selector: 'video' })).not.toBeInTheDocument();
  });

  it('sends a visitor to sign in first', async () => {
    grant.mockRejectedValue(refusal(401));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      `/auth?returnTo=${encodeURIComponent('/dashboard#plans')}`,
    );
  });

  it('says the title is unavailable when it has no content', async () => {
    grant.mockRejectedValue(refusal(404, 'NO_CONTENT'));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('This content is not yet available for streaming.')).toBeInTheDocument();
  });

  it('says how far a film being prepared is, and starts it by itself once ready', async () => {
    jest.useFakeTimers();
    grant.mockRejectedValueOnce(refusal(409, MEDIA_NOT_READY));
    grant.mockResolvedValueOnce(fileGrant());
    status
      .mockResolvedValueOnce({ state: 'preparing', percent: 45, position: 1, etaSeconds: 28 })
      .mockResolvedValueOnce({ state: 'preparing', percent: 90, position: 0, etaSeconds: 4 })
      .mockResolvedValueOnce({ state: 'ready', percent: 100, position: null, etaSeconds: null });
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByTestId('player-preparing-text')).toHaveTextContent(
      'Preparing · 45 % · about 30 s',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '45');
    expect(screen.getByText('The film starts by itself when it is ready.')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(screen.getByTestId('player-preparing-text')).toHaveTextContent('Preparing · 90 % · about 5 s');
    expect(grant).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(3000));
    // Ready: the grant is asked for again and the film plays, with no reload and no click.
    const video = await screen.findByLabelText('Kaalpath', { selector: 'video' });
    expect(video).toHaveAttribute('src', 'http://site/media/content/7?u=x&p=-&e=1&s=y');
    expect(grant).toHaveBeenCalledTimes(2);
    expect(status).toHaveBeenCalledTimes(3);
    expect(status).toHaveBeenCalledWith('7', {});
    jest.useRealTimers();
  });

  it('asks for an episode’s status while it is prepared', async () => {
    grant.mockRejectedValueOnce(refusal(409, MEDIA_NOT_READY));
    status.mockResolvedValue({ state: 'preparing', percent: 10, position: 3, etaSeconds: null });
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
    expect(status).toHaveBeenCalledWith('tv1', { episode: 'tv1-s1e2' });
  });

  it('says the film is unavailable when its transcode failed', async () => {
    grant.mockRejectedValueOnce(refusal(409, MEDIA_NOT_READY));
    status.mockResolvedValue({ state: 'failed', percent: 0, position: null, etaSeconds: null });
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('This content is not yet available for streaming.')).toBeInTheDocument();
  });

  it('offers Retry when the API does not answer', async () => {
    grant.mockRejectedValue(new ApiRequestError({ statusCode: 0, error: 'Network Error', message: 'x' }));
    renderHost();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: '', kind: 'content', movieId: '7' }));
    expect(await screen.findByText('The video stopped loading.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
