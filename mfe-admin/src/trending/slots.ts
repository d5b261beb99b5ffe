import type { TrendingSlot } from '@premieres/contracts';

/** The manager's 10 slots (spec §4): index 0 is position 1; each empty or holding one title. */
export type Slots = readonly (TrendingSlot | null)[];

/** The picker offers only titles that hold no slot. */
export function pickerCandidates<T extends { id: string }>(titles: readonly T[], slots: Slots): T[] {
  const placed = new Set(slots.flatMap((slot) => (slot ? [slot.id] : [])));
  return titles.filter((title) => !placed.has(title.id));
}

/** Filled slots are disabled in the picker. */
export function isSlotFilled(slots: Slots, index: number): boolean {
  return slots[index] != null;
}

/** The first empty slot, or -1 when all 10 are filled. */
export function firstEmptySlot(slots: Slots): number {
  return slots.findIndex((slot) => slot == null);
}

/** Puts a title in an empty slot; a filled slot or a title already placed changes nothing. */
export function placeInSlot(slots: Slots, index: number, title: TrendingSlot): Slots {
  if (isSlotFilled(slots, index) || slots.some((slot) => slot?.id === title.id)) return slots;
  return slots.map((slot, i) => (i === index ? title : slot));
}

export function clearSlot(slots: Slots, index: number): Slots {
  return slots.map((slot, i) => (i === index ? null : slot));
}

/** PUT body: the whole order, ids or null. */
export function slotIds(slots: Slots): (string | null)[] {
  return slots.map((slot) => slot?.id ?? null);
}
