import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { loadedRemoteApp, loadRemoteApp } from '../federation/load-remote-app';
import { prefetchExpose } from '../federation/prefetch-files';
import { renderShell } from '../test/render';
import { HeaderSearch } from './HeaderSearch';
import { whenSettled } from './when-settled';

jest.mock('../federation/load-remote-app', () => ({ loadRemoteApp: jest.fn(), loadedRemoteApp: jest.fn() }));
jest.mock('../federation/prefetch-files', () => ({ prefetchExpose: jest.fn(async () => undefined) }));
jest.mock('./when-settled', () => ({ whenSettled: jest.fn(() => () => undefined) }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const loaded = loadedRemoteApp as jest.MockedFunction<typeof loadedRemoteApp>;
const prefetch = prefetchExpose as jest.MockedFunction<typeof prefetchExpose>;
const settled = whenSettled as jest.MockedFunction<typeof whenSettled>;

/** Browse's box: says whether the shell handed it an open box (read once, as a default is). */
function BrowseBox({ defaultOpen }: { defaultOpen?: boolean }) {
  const [open] = useState(defaultOpen);
  return <button type="button">{open ? 'browse search, open' : 'browse search'}</button>;
}
function Broken(): never {
  throw new Error('browse box broke');
}

beforeEach(() => {
  jest.clearAllMocks();
  loaded.mockReturnValue(undefined);
});

/** Runs what HeaderSearch asked to do once the page settled. */
async function pageSettles() {
  const run = settled.mock.calls.at(-1)?.[0];
  await act(async () => run?.());
}
const openPlainBox = () => fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
const plainField = () => screen.getByRole('searchbox', { name: 'Search movies and premieres' });

it("downloads browse's box once the page has settled, without running it", async () => {
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
  expect(prefetch).not.toHaveBeenCalled();
  await pageSettles();
  expect(prefetch).toHaveBeenCalledWith('mfe-browse', 'SearchBox');
  expect(load).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
});

it("runs browse's box when the member opens the plain one, which it replaces open while empty", async () => {
  let arrive: (module: { default: typeof BrowseBox }) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  openPlainBox();
  expect(load).toHaveBeenCalledWith('mfe-browse', 'SearchBox');
  expect(plainField()).toBeVisible();
  await act(async () => arrive({ default: BrowseBox }));
  expect(screen.getByRole('button', { name: 'browse search, open' })).toBeVisible();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

it('keeps the plain box when browse cannot load, and searches through it', async () => {
  load.mockRejectedValue(new Error('mfe-browse is unavailable'));
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  await pageSettles();
  openPlainBox();
  fireEvent.change(plainField(), { target: { value: 'Antariksh' } });
  fireEvent.submit(plainField().closest('form') as HTMLFormElement);
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Antariksh');
});

it('does not swap boxes under a member typing in the plain one; it swaps once that box closes', async () => {
  let arrive: (module: { default: typeof BrowseBox }) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  openPlainBox();
  fireEvent.change(plainField(), { target: { value: 'Ant' } });
  await act(async () => arrive({ default: BrowseBox }));
  expect(plainField()).toHaveValue('Ant');
  fireEvent.keyDown(plainField(), { key: 'Escape' });
  expect(screen.getByRole('button', { name: 'browse search' })).toBeVisible();
});

it("mounts browse's box at once when it already ran on this page", () => {
  loaded.mockReturnValue({ default: BrowseBox });
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  expect(screen.getByRole('button', { name: 'browse search' })).toBeVisible();
  expect(load).not.toHaveBeenCalled();
});

it("falls back to the plain box when browse's box throws", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loaded.mockReturnValue({ default: Broken });
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
});

it('shows no box on the results page, which has its own', () => {
  renderShell(<HeaderSearch to="/search" />, { path: '/search?q=antar' });
  expect(screen.queryByRole('button', { name: 'Open search' })).not.toBeInTheDocument();
});
