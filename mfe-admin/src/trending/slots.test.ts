import type { TrendingSlot } from '@premieres/contracts';
import {
  clearSlot,
  firstEmptySlot,
  isSlotFilled,
  pickerCandidates,
  placeInSlot,
  type Slots,
  slotIds,
} from './slots';

const title = (id: string): TrendingSlot => ({ id, title: `Title ${id}`, thumbnail: null });
const empty: Slots = Array.from({ length: 10 }, () => null);

test('the picker offers only titles without a position', () => {
  const slots = placeInSlot(empty, 0, title('a'));
  expect(pickerCandidates([title('a'), title('b'), title('c')], slots).map((t) => t.id)).toEqual(['b', 'c']);
  expect(pickerCandidates([title('a')], clearSlot(slots, 0)).map((t) => t.id)).toEqual(['a']);
});

test('a filled slot is disabled and keeps its title', () => {
  const slots = placeInSlot(empty, 2, title('a'));
  expect(isSlotFilled(slots, 2)).toBe(true);
  expect(isSlotFilled(slots, 3)).toBe(false);
  expect(placeInSlot(slots, 2, title('b'))).toBe(slots);
});

test('a title holds one slot only', () => {
  const slots = placeInSlot(empty, 0, title('a'));
  expect(placeInSlot(slots, 1, title('a'))).toBe(slots);
});

test('save sends the whole order, null for empty slots', () => {
  let slots = placeInSlot(empty, 0, title('a'));
  slots = placeInSlot(slots, 9, title('z'));
  expect(slotIds(slots)).toEqual(['a', null, null, null, null, null, null, null, null, 'z']);
  expect(firstEmptySlot(slots)).toBe(1);
  expect(firstEmptySlot(Array.from({ length: 10 }, (_, i) => title(String(i))))).toBe(-1);
});
