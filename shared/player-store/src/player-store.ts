import { create } from 'zustand';

// Browse asks for playback here; the shell mounts mfe-player's PlayerHost, which renders when open.
// This package must be a Module Federation singleton so every remote sees the same store.

export type PlayerKind = 'trailer' | 'content';

export interface PlayerRequest {
  title: string;
  /** Raw trailer/content URL (video-site watch URL, bucket URL, file URL) or '' when there is none. */
  videoUrl: string;
  kind: PlayerKind;
  movieId?: string;
  /** A series' episode to play (content only); without one, the series' current episode. */
  episodeId?: string;
}

export interface PlayerState {
  isOpen: boolean;
  /** A page with a Play button is showing: the player may be fetched ahead (before the first open). */
  wanted: boolean;
  request: PlayerRequest | null;
  open: (request: PlayerRequest) => void;
  close: () => void;
  prepare: () => void;
}

export const usePlayerStore = create<PlayerState>()((set) => ({
  isOpen: false,
  wanted: false,
  request: null,
  open: (request) => set({ isOpen: true, request }),
  close: () => set({ isOpen: false, request: null }),
  prepare: () => set({ wanted: true }),
}));

/** Non-React callers (event handlers in other stores, tests). */
export const openPlayer = (request: PlayerRequest): void => usePlayerStore.getState().open(request);
export const closePlayer = (): void => usePlayerStore.getState().close();
/**
 * A page whose Play button is likely to be pressed (a title's detail page) says so: the shell
 * then fetches and mounts the player ahead, so pressing Play waits only for the stream.
 */
export const preparePlayer = (): void => {
  if (!usePlayerStore.getState().wanted) usePlayerStore.getState().prepare();
};
