import { closePlayer, openPlayer, usePlayerStore } from '@premieres/player-store';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../test/render';
import PlayerHost from './PlayerHost';

const TRAILER = '/media/movie-trailers/kaalpath.mp4';

function videoElement(): HTMLVideoElement {
  const video = screen.getByLabelText('Kaalpath', { selector: 'video' });
  return video as HTMLVideoElement;
}

describe('PlayerHost', () => {
  let paused = true;
  beforeEach(() => {
    paused = true;
    // jsdom has no media playback: play/pause flip the paused flag and fire the events.
    jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
    jest.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(120);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      paused = true;
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => {
    cleanup(); // unmount first: closing an open dialog animates out after the test.
    closePlayer();
    jest.restoreAllMocks();
  });

  it('renders nothing while the store is closed', () => {
    renderWithUi(<PlayerHost />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws nothing of Chakra until opened, then its dialog in a UI-kit island on a page without the kit', async () => {
    // A member page drawn without the kit (issue 28): no UiProvider around the player.
    const { container } = render(<PlayerHost />);
    expect(container).toBeEmptyDOMElement();
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'trailer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Kaalpath');
    expect(screen.getByRole('button', { name: 'Close player' })).toBeVisible();
  });

  it('plays a stored file in a native video element with labelled controls', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'trailer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Kaalpath');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves into the dialog and Tab cycles inside it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(videoElement()).toHaveAttribute('src', TRAILER);
    expect(dialog.querySelector('iframe')).toBeNull();
    for (const label of ['Play', 'Back 10 seconds', 'Forward 10 seconds', 'Seek', 'Mute', 'Full screen']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('answers the keyboard: Space/K play-pause, M mute, arrows seek 10 s, F full screen', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'content' }));
    await screen.findByRole('dialog');
    const video = videoElement();

    fireEvent.keyDown(document.body, { key: 'k' });
    expect(await screen.findByLabelText('Pause')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByLabelText('Play')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'm' });
    expect(video.muted).toBe(true);
    expect(screen.getByLabelText('Unmute')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(document.body, { key: 'M' });
    expect(video.muted).toBe(false);

    video.currentTime = 30;
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(40);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(20);
    video.currentTime = 5;
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(video.currentTime).toBe(0);

    const requestFullscreen = jest.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    fireEvent.keyDown(document.body, { key: 'f' });
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    delete (HTMLElement.prototype as { requestFullscreen?: unknown }).requestFullscreen;
  });

  it('seeks with the seek bar', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'trailer' }));
    await screen.findByRole('dialog');
    fireEvent.loadedMetadata(videoElement());
    fireEvent.change(screen.getByLabelText('Seek'), { target: { value: '75' } });
    expect(videoElement().currentTime).toBe(75);
  });

  it('embeds video-site URLs in an iframe with the embed address', async () => {
    renderWithUi(<PlayerHost />);
    act(() =>
      openPlayer({
        title: 'Saaho',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        kind: 'trailer',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const frame = dialog.querySelector('iframe');
    // The site's player API is on, so it can say it is there (see TrailerPlayer.test.tsx).
    expect(frame).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=0&rel=0&modestbranding=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`,
    );
    expect(dialog.querySelector('video')).toBeNull();

    fireEvent.keyDown(document.body, { key: 'm' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toContain('mute=1');
    fireEvent.click(screen.getByLabelText('Pause'));
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('says the content is not available when there is no video', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Coming Soon', videoUrl: '', kind: 'content' }));
    await screen.findByRole('dialog');
    expect(screen.getByText('This content is not yet available for streaming.')).toBeInTheDocument();
    expect(
      screen.getByText('Please check back later or contact support if you believe this is an error.'),
    ).toBeInTheDocument();
    expect(document.querySelector('video, iframe')).toBeNull();
  });

  it('closes with Escape and with the close button', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'trailer' }));
    const dialog = await screen.findByRole('dialog');
    // The dismiss layer attaches a frame after opening; press Escape until it is listening.
    await waitFor(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(usePlayerStore.getState().isOpen).toBe(false);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => openPlayer({ title: 'Kaalpath', videoUrl: TRAILER, kind: 'trailer' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByLabelText('Close player'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
