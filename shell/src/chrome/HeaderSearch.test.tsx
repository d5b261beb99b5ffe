import { act, fireEvent, screen } from '@testing-library/react';
import { loadedRemoteApp, loadRemoteApp } from '../federation/load-remote-app';
import { renderShell } from '../test/render';
import { HeaderSearch } from './HeaderSearch';
import { whenSettled } from './when-settled';

jest.mock('../federation/load-remote-app', () => ({ loadRemoteApp: jest.fn(), loadedRemoteApp: jest.fn() }));
jest.mock('./when-settled', () => ({ whenSettled: jest.fn(() => () => undefined) }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const loaded = loadedRemoteApp as jest.MockedFunction<typeof loadedRemoteApp>;
const settled = whenSettled as jest.MockedFunction<typeof whenSettled>;

function BrowseBox() {
  return <button type="button">browse search</button>;
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

it("mounts browse's box once the page has settled, never before", async () => {
  load.mockResolvedValue({ default: BrowseBox });
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
  expect(load).not.toHaveBeenCalled();
  await pageSettles();
  expect(load).toHaveBeenCalledWith('mfe-browse', 'SearchBox');
  expect(screen.getByRole('button', { name: 'browse search' })).toBeVisible();
});

it('starts loading on intent (pointer on the button)', async () => {
  load.mockResolvedValue({ default: BrowseBox });
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  await act(async () => fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open search' })));
  expect(load).toHaveBeenCalledWith('mfe-browse', 'SearchBox');
  expect(await screen.findByRole('button', { name: 'browse search' })).toBeVisible();
});

it('keeps the plain box when browse cannot load, and searches through it', async () => {
  load.mockRejectedValue(new Error('mfe-browse is unavailable'));
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  await pageSettles();
  fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
  const field = screen.getByRole('searchbox', { name: 'Search movies and premieres' });
  fireEvent.change(field, { target: { value: 'Antariksh' } });
  fireEvent.submit(field.closest('form') as HTMLFormElement);
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=Antariksh');
});

it('does not swap boxes under a member typing in the plain one', async () => {
  let arrive: (module: { default: typeof BrowseBox }) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  await pageSettles();
  fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
  await act(async () => arrive({ default: BrowseBox }));
  expect(screen.getByRole('searchbox', { name: 'Search movies and premieres' })).toBeVisible();
  fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
  expect(screen.getByRole('button', { name: 'browse search' })).toBeVisible();
});

it("falls back to the plain box when browse's box throws", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loaded.mockReturnValue({ default: Broken });
  renderShell(<HeaderSearch to="/search" />, { path: '/movies' });
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
});
