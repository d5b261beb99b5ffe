import { create } from 'zustand';

/**
 * The player's last close of a title's content, once its final position is saved: pages that show
 * positions (browse's Continue Watching) read them again on each new signal, without importing
 * player code. `at` makes two closes of the same title at the same position two signals.
 */
export interface PlayerClosed {
  movieId: string;
  /** The position saved on close; null when nothing new was saved (opened and closed at once). */
  positionSeconds: number | null;
  at: number;
}

interface ClosedSignalState {
  lastClosed: PlayerClosed | null;
}

export const usePlayerClosedStore = create<ClosedSignalState>()(() => ({ lastClosed: null }));

/** Called by the player after the close's save settled (saved or failed). */
export const reportPlayerClosed = (movieId: string, positionSeconds: number | null): void =>
  usePlayerClosedStore.setState({ lastClosed: { movieId, positionSeconds, at: Date.now() } });

/** Subscribes outside React; returns the unsubscribe. */
export const onPlayerClosed = (listener: (closed: PlayerClosed) => void): (() => void) =>
  usePlayerClosedStore.subscribe((state, previous) => {
    if (state.lastClosed && state.lastClosed !== previous.lastClosed) listener(state.lastClosed);
  });
