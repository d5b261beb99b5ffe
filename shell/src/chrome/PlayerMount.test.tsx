import {
  closePlayer,
  intendToPlay,
  openPlayer,
  prefetchPlayer,
  usePlayerStore,
} from '@premieres/player-store';
import { act, render, screen } from '@testing-library/react';
import { loadRemoteApp } from '../federation/load-remote-app';
import { prefetchExpose } from '../federation/prefetch-files';
import PlayerMount from './PlayerMount';
import { whenSettled } from './when-settled';

jest.mock('../remote/RemoteMount', () => ({
  RemoteMount: ({ remote, expose }: { remote: string; expose: string }) => (
    <div data-testid="mounted">{`${remote}/${expose}`}</div>
  ),
}));
jest.mock('../federation/load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
jest.mock('../federation/prefetch-files', () => ({ prefetchExpose: jest.fn(() => Promise.resolve()) }));
jest.mock('./when-settled', () => ({ whenSettled: jest.fn() }));

const settled = whenSettled as jest.MockedFunction<typeof whenSettled>;
const prefetch = prefetchExpose as jest.MockedFunction<typeof prefetchExpose>;
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
let pending: (() => void)[] = [];
const cancel = jest.fn();

beforeEach(() => {
  pending = [];
  settled.mockReset().mockImplementation((run) => {
    pending.push(run);
    return cancel;
  });
  prefetch.mockClear();
  load.mockReset().mockResolvedValue({ default: () => null });
  cancel.mockClear();
  closePlayer();
  usePlayerStore.setState({ wanted: false, prefetch: false });
});

const settle = () =>
  act(() =>
    pending.splice(0).forEach((run) => {
      run();
    }),
  );

describe('PlayerMount', () => {
  it('mounts nothing and prefetches nothing while no page asked', () => {
    render(<PlayerMount />);
    settle();
    expect(screen.queryByTestId('mounted')).toBeNull();
    expect(settled).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('on prefetchPlayer only downloads the player once the page has settled, and never mounts it', () => {
    render(<PlayerMount />);
    act(() => prefetchPlayer());
    expect(prefetch).not.toHaveBeenCalled(); // not while the page starts
    settle();
    expect(prefetch).toHaveBeenCalledWith('mfe-player', 'PlayerHost');
    expect(screen.queryByTestId('mounted')).toBeNull();
  });

  it('mounts the player on Play intent, once its code has loaded, and keeps it after an open and a close', async () => {
    render(<PlayerMount />);
    expect(load).not.toHaveBeenCalled();
    act(() => intendToPlay());
    expect(load).toHaveBeenCalledWith('mfe-player', 'PlayerHost');
    expect(await screen.findByTestId('mounted')).toHaveTextContent('mfe-player/PlayerHost');
    act(() => openPlayer({ title: 'A', videoUrl: '', kind: 'content', movieId: '1' }));
    act(() => closePlayer());
    expect(screen.getByTestId('mounted')).toBeInTheDocument();
  });

  it('mounts on an open without any intent or prefetch before (an immediate click)', async () => {
    render(<PlayerMount />);
    act(() => openPlayer({ title: 'A', videoUrl: '', kind: 'trailer', movieId: '1' }));
    expect(await screen.findByTestId('mounted')).toHaveTextContent('mfe-player/PlayerHost');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('mounts when the load failed too, so the remote error screen offers Retry', async () => {
    load.mockRejectedValue(new Error('offline'));
    render(<PlayerMount />);
    act(() => intendToPlay());
    expect(await screen.findByTestId('mounted')).toBeInTheDocument();
  });

  it('drops a prefetch still waiting for the page to settle once intent mounts the player', async () => {
    render(<PlayerMount />);
    act(() => prefetchPlayer());
    act(() => intendToPlay());
    expect(cancel).toHaveBeenCalled();
    expect(await screen.findByTestId('mounted')).toBeInTheDocument();
  });
});
