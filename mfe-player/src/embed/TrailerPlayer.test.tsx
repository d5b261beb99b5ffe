import { closePlayer, openPlayer } from '@premieres/player-store';
import { act, cleanup, screen } from '@testing-library/react';
import PlayerHost from '../dialog/PlayerHost';
import { renderWithUi } from '../test/render';
import { EMBED_READY_TIMEOUT_MS } from './useEmbedReady';

// jsdom has no Media Source Extensions: a stream plays as the browser's own HLS, so the <video>
// carries the playlist URL the player chose.
jest.mock('../stream/hlsSupport', () => ({
  ...jest.requireActual('../stream/hlsSupport'),
  hasMediaSource: () => false,
  playsHlsNatively: () => true,
}));

const LOCAL = '/media/hls/13/trailer/master.m3u8';
const SITE = 'https://www.youtube.com/watch?v=Gw4Ex7pRs2z';

/** The page's fetch (jsdom has none): the HEAD of the title's own trailer playlist. */
function trailerPlaylist(exists: boolean) {
  const fetchMock = jest.fn(async () => ({ ok: exists, status: exists ? 200 : 404 }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

afterEach(() => {
  cleanup();
  closePlayer();
  jest.useRealTimers();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('trailers in the product’s own player', () => {
  it('plays a title’s own HLS trailer in the player (controls, quality), not in an embed', async () => {
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Gharwapsi', videoUrl: LOCAL, kind: 'trailer', movieId: '13' }));
    await screen.findByRole('dialog');
    expect(await screen.findByLabelText('Gharwapsi', { selector: 'video' })).toHaveAttribute('src', LOCAL);
    expect(screen.getByTestId('player-controls')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('a video-site trailer that cannot load', () => {
  it('falls back to the title’s own trailer within 5 s', async () => {
    jest.useFakeTimers();
    const fetchMock = trailerPlaylist(true);
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Gharwapsi', videoUrl: SITE, kind: 'trailer', movieId: '13' }));
    await screen.findByRole('dialog');
    await act(async () => jest.advanceTimersByTime(100));
    expect(document.querySelector('iframe')).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(EMBED_READY_TIMEOUT_MS));
    expect(fetchMock).toHaveBeenCalledWith(LOCAL, { method: 'HEAD', cache: 'no-store' });
    expect(await screen.findByLabelText('Gharwapsi', { selector: 'video' })).toHaveAttribute('src', LOCAL);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says so clearly when the title has no trailer of its own', async () => {
    jest.useFakeTimers();
    trailerPlaylist(false);
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Gharwapsi', videoUrl: SITE, kind: 'trailer', movieId: '13' }));
    await screen.findByRole('dialog');
    await act(async () => jest.advanceTimersByTime(EMBED_READY_TIMEOUT_MS + 100));
    expect(await screen.findByTestId('embed-unavailable')).toHaveTextContent(
      'This trailer cannot load here.',
    );
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it('keeps an embed whose site player says it is there', async () => {
    jest.useFakeTimers();
    const fetchMock = trailerPlaylist(true);
    renderWithUi(<PlayerHost />);
    act(() => openPlayer({ title: 'Gharwapsi', videoUrl: SITE, kind: 'trailer', movieId: '13' }));
    await screen.findByRole('dialog');
    await act(async () => jest.advanceTimersByTime(100));
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    // The site's player answering our hello (YouTube's iframe API).
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: '{"event":"onReady"}', source: frame.contentWindow }),
      );
    });
    await act(async () => jest.advanceTimersByTime(EMBED_READY_TIMEOUT_MS * 2));
    expect(document.querySelector('iframe')).toBe(frame);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Gharwapsi', { selector: 'video' })).toBeNull();
  });
});
