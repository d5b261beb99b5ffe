import { allSelected, refreshed, someSelected, toggleAll, toggleOne, without } from './selection';

const a = { id: 'a' };
const b = { id: 'b' };
const c = { id: 'c' };

test('one title toggles in and out', () => {
  const once = toggleOne(new Map(), a);
  expect([...once.keys()]).toEqual(['a']);
  expect(toggleOne(once, a).size).toBe(0);
});

test('select-all selects the screen, and a second press clears it', () => {
  const screen = [a, b];
  const all = toggleAll(new Map(), screen);
  expect(allSelected(all, screen)).toBe(true);
  expect(allSelected(toggleAll(all, screen), screen)).toBe(false);
  expect(toggleAll(all, screen).size).toBe(0);
});

test('select-all with some selected selects the rest; titles on other pages stay selected', () => {
  const other = toggleOne(new Map(), c);
  const some = toggleOne(other, a);
  expect(someSelected(some, [a, b])).toBe(true);
  expect(allSelected(some, [a, b])).toBe(false);
  const all = toggleAll(some, [a, b]);
  expect([...all.keys()].sort()).toEqual(['a', 'b', 'c']);
  expect([...toggleAll(all, [a, b]).keys()]).toEqual(['c']);
});

test('an empty screen is never "all selected"; deleted ids leave the selection', () => {
  expect(allSelected(new Map(), [])).toBe(false);
  expect([...without(toggleAll(new Map(), [a, b, c]), ['b']).keys()]).toEqual(['a', 'c']);
});

test('a fresh page updates the selected titles and leaves the rest', () => {
  const selection = toggleAll(new Map(), [
    { id: 'a', n: 1 },
    { id: 'b', n: 1 },
  ]);
  const next = refreshed(selection, [
    { id: 'a', n: 2 },
    { id: 'c', n: 2 },
  ]);
  expect([...next.values()]).toEqual([
    { id: 'a', n: 2 },
    { id: 'b', n: 1 },
  ]);
  expect(refreshed(next, [])).toBe(next);
});
