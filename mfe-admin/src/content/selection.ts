/** Bulk selection (spec §4): none or some selected; select-all toggles the titles on screen. */
export type Selection<T extends { id: string }> = ReadonlyMap<string, T>;

export function toggleOne<T extends { id: string }>(selection: Selection<T>, item: T): Selection<T> {
  const next = new Map(selection);
  if (next.has(item.id)) next.delete(item.id);
  else next.set(item.id, item);
  return next;
}

/** Every title on screen selected? (false when the screen is empty) */
export function allSelected<T extends { id: string }>(
  selection: Selection<T>,
  onScreen: readonly T[],
): boolean {
  return onScreen.length > 0 && onScreen.every((item) => selection.has(item.id));
}

export function someSelected<T extends { id: string }>(
  selection: Selection<T>,
  onScreen: readonly T[],
): boolean {
  return onScreen.some((item) => selection.has(item.id));
}

/** Select-all: selects everything on screen, or, when all of it is selected, deselects it. */
export function toggleAll<T extends { id: string }>(
  selection: Selection<T>,
  onScreen: readonly T[],
): Selection<T> {
  const next = new Map(selection);
  if (allSelected(selection, onScreen)) for (const item of onScreen) next.delete(item.id);
  else for (const item of onScreen) next.set(item.id, item);
  return next;
}

/** Drops ids that no longer exist (after a delete). */
export function without<T extends { id: string }>(
  selection: Selection<T>,
  ids: readonly string[],
): Selection<T> {
  const next = new Map(selection);
  for (const id of ids) next.delete(id);
  return next;
}

/** Selected titles take their latest version from a fresh page (export writes what is saved). */
export function refreshed<T extends { id: string }>(
  selection: Selection<T>,
  fresh: readonly T[],
): Selection<T> {
  const updates = fresh.filter((item) => selection.has(item.id) && selection.get(item.id) !== item);
  if (updates.length === 0) return selection;
  const next = new Map(selection);
  for (const item of updates) next.set(item.id, item);
  return next;
}
