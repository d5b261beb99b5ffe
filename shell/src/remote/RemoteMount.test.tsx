import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadedRemoteApp, loadRemoteApp, RemoteUnavailableError } from '../federation/load-remote-app';
import { renderShell } from '../test/render';
import { RemoteMount } from './RemoteMount';

jest.mock('../federation/load-remote-app', () => ({
  ...jest.requireActual('../federation/load-remote-app'),
  loadRemoteApp: jest.fn(),
  loadedRemoteApp: jest.fn(),
}));

const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const loaded = loadedRemoteApp as jest.MockedFunction<typeof loadedRemoteApp>;
const Page: ComponentType = () => <h1>Browse page</h1>;
const Broken: ComponentType = () => {
  throw new Error('boom');
};

beforeEach(() => {
  load.mockReset();
  loaded.mockReset().mockReturnValue(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteMount', () => {
  it('renders a module loaded already at once, without the spinner (no Suspense fallback)', () => {
    loaded.mockReturnValue({ default: Page });
    renderShell(<RemoteMount remote="mfe-player" expose="PlayerHost" />);
    expect(screen.getByRole('heading', { name: 'Browse page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a spinner, then the remote', async () => {
    let resolve: (module: { default: ComponentType }) => void = () => undefined;
    load.mockReturnValue(new Promise((r) => (resolve = r)));
    renderShell(<RemoteMount remote="mfe-browse" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => resolve({ default: Page }));
    expect(await screen.findByRole('heading', { name: 'Browse page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mfe-browse', 'App', false);
  });

  it('shows the friendly fallback when the remote cannot load, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new RemoteUnavailableError('mfe-browse'));
    renderShell(<RemoteMount remote="mfe-browse" />);
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[shell] remote mfe-browse failed', expect.any(Object));

    load.mockResolvedValueOnce({ default: Page });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Browse page' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe-browse', 'App', true);
  });

  it('catches a remote that throws while rendering', async () => {
    load.mockResolvedValueOnce({ default: Broken });
    renderShell(<RemoteMount remote="mfe-admin" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
