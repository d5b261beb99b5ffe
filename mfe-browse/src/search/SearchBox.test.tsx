import { type FakeApi, noContent } from '@premieres/api-client/testing';
import type { SearchSuggestion, SearchSuggestions } from '@premieres/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeBrowseApi } from '../test/fakeBrowseApi';
import { renderAt, signIn, signOut } from '../test/render';
import SearchBox from './SearchBox';
import { SUGGEST_DEBOUNCE_MS } from './useSuggestions';

const suggestion = (id: string, title: string, year: number): SearchSuggestion => ({
  id,
  title,
  titleHi: null,
  titleMl: null,
  year,
  thumbnail: '/placeholder.svg',
  type: 'movie',
});
const ANTARIKSH = suggestion('2', 'Antariksh', 2024);
const GAGANYAAN = suggestion('7', 'Mission Gaganyaan', 2023);

/** Each suggest call's answer, released by the test (and the signal it was given). */
function controlledSuggest() {
  const calls: { q: string; signal?: AbortSignal; answer: (items: SearchSuggestion[]) => void }[] = [];
  api.on('GET search/suggest', ({ query, signal }) => {
    const q = query.get('q') ?? '';
    return new Promise<SearchSuggestions>((resolve) => {
      calls.push({ q, signal, answer: (items) => resolve({ query: q, items }) });
    });
  });
  return calls;
}

let api: FakeApi;
/** The searches remembered for the profile (POST me/searches). */
const remembered = () => api.callsTo('POST me/searches').map((call) => (call.json as { q: string }).q);

beforeEach(() => {
  jest.useFakeTimers();
  api = fakeBrowseApi({ 'POST me/searches': { items: [] }, 'DELETE me/searches': noContent() });
});
afterEach(() => {
  jest.useRealTimers();
  signOut();
  expect(api.unanswered).toEqual([]);
});

const box = () => screen.getByRole('combobox', { name: 'Search titles' });
function openBox(path = '/movies') {
  renderAt(path, <SearchBox />);
  fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
  return box();
}
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const settle = async (ms = SUGGEST_DEBOUNCE_MS) => act(() => jest.advanceTimersByTimeAsync(ms));
const key = (name: string) => fireEvent.keyDown(box(), { key: name });
/** Releases an answer; TanStack Query tells the box on a 0 ms timer. */
const answer = async (
  call: { answer: (items: SearchSuggestion[]) => void } | undefined,
  items: SearchSuggestion[],
) =>
  act(async () => {
    call?.answer(items);
    await jest.advanceTimersByTimeAsync(0);
  });

it('asks once typing has paused for 150 ms, for the text as it is then', async () => {
  const calls = controlledSuggest();
  openBox();
  for (const text of ['a', 'an', 'ant', 'anta']) {
    type(text);
    await settle(100);
  }
  expect(api.callsTo('GET search/suggest')).toEqual([]);
  await settle(50);
  expect(calls.map((call) => call.q)).toEqual(['anta']);
});

it('keeps one request in flight and never shows an older answer over a newer one', async () => {
  const calls = controlledSuggest();
  openBox();
  type('ant');
  await settle();
  type('antar');
  await settle();
  expect(calls.map((call) => call.q)).toEqual(['ant', 'antar']);
  // Leaving 'ant' aborted its request.
  expect(calls[0]?.signal?.aborted).toBe(true);
  expect(calls[1]?.signal?.aborted).toBe(false);
  await answer(calls[1], [ANTARIKSH]);
  await answer(calls[0], [GAGANYAAN]);
  const list = screen.getByRole('listbox', { name: 'Suggestions' });
  expect(within(list).getByRole('option', { name: /Antariksh/ })).toBeVisible();
  expect(within(list).queryByRole('option', { name: /Mission Gaganyaan/ })).not.toBeInTheDocument();
});

it('shows poster, title and year; arrows move through them and Enter opens the highlighted title', async () => {
  signIn();
  const calls = controlledSuggest();
  openBox();
  type('antar');
  await settle();
  await answer(calls[0], [ANTARIKSH, GAGANYAAN]);
  const options = screen.getAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Antariksh2024',
    'Mission Gaganyaan2023',
    'See all results for “antar”',
  ]);
  expect(options[0]?.querySelector('img')).toHaveAttribute('src', '/placeholder.svg');
  expect(box()).toHaveAttribute('aria-expanded', 'true');
  expect(box()).not.toHaveAttribute('aria-activedescendant');
  key('ArrowDown');
  key('ArrowDown');
  expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  key('ArrowUp');
  expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
  key('ArrowUp');
  expect(box()).toHaveAttribute('aria-activedescendant', options[2]?.id);
  key('ArrowDown');
  key('Enter');
  expect(screen.getByTestId('location')).toHaveTextContent('/content/2');
  await settle(0);
  expect(remembered()).toEqual(['antar']);
  // The box closed behind the navigation.
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
});

it('Enter with nothing highlighted opens the results page', async () => {
  controlledSuggest();
  openBox();
  type('  rann bhumi ');
  key('Enter');
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=rann%20bhumi');
});

it('Escape closes the list, then the box', async () => {
  const calls = controlledSuggest();
  openBox();
  type('antar');
  await settle();
  await answer(calls[0], [ANTARIKSH]);
  expect(screen.getByRole('listbox')).toBeVisible();
  key('Escape');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box()).toHaveAttribute('aria-expanded', 'false');
  expect(box()).toHaveValue('antar');
  key('Escape');
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open search' })).toBeVisible();
});

const RECENT = {
  items: [
    { q: 'golmal junction', searchedAt: '2026-11-26T10:00:00.000Z' },
    { q: 'antarikh', searchedAt: '2026-11-26T09:00:00.000Z' },
  ],
};

it("lists the profile's recent searches when focused and empty; Enter runs one again", async () => {
  signIn();
  api.on('GET me/searches', RECENT);
  openBox();
  const list = await screen.findByRole('listbox', { name: 'Recent searches' });
  expect(
    within(list)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['golmal junction', 'antarikh']);
  key('ArrowDown');
  key('ArrowDown');
  key('Enter');
  expect(screen.getByTestId('location')).toHaveTextContent('/search?q=antarikh');
  await settle(0);
  expect(remembered()).toEqual(['antarikh']);
});

it('clears the recent searches with its button', async () => {
  signIn();
  api.on('GET me/searches', RECENT);
  openBox();
  fireEvent.click(await screen.findByRole('button', { name: 'Clear recent searches' }));
  await settle(0);
  expect(api.callsTo('DELETE me/searches')).toHaveLength(1);
  expect(screen.queryByRole('listbox', { name: 'Recent searches' })).not.toBeInTheDocument();
  expect(box()).toHaveFocus();
});

it('asks for no recent searches without a signed-in member', async () => {
  openBox();
  await settle();
  expect(api.callsTo('GET me/searches')).toEqual([]);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

it('gives way to the results page’s own box on /search', () => {
  renderAt('/search?q=antar', <SearchBox />);
  expect(screen.queryByRole('button', { name: 'Open search' })).not.toBeInTheDocument();
});

it('starts open and focused when the shell hands over its open box (defaultOpen)', () => {
  controlledSuggest();
  renderAt('/movies', <SearchBox defaultOpen />);
  expect(box()).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Open search' })).not.toBeInTheDocument();
});
