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
  /** Start over: play from the beginning, not from the profile's saved position (content only). */
  startOver?: boolean;
  /**
   * Play a download (content only): the licence id of the copy this browser holds; the player
   * reads it from the downloads store, with or without a network.
   */
  downloadId?: string;
}

export interface PlayerState {
  isOpen: boolean;
  /** Play is about to be pressed (pointer, focus or touch on a Play button): mount the player now. */
  wanted: boolean;
  /**
   * A page with a Play button is showing: once it has settled, the player's files may be
   * downloaded (not run), so a later mount takes them from the cache.
   */
  prefetch: boolean;
  request: PlayerRequest | null;
  open: (request: PlayerRequest) => void;
  close: () => void;
  prepare: () => void;
  prefetchAhead: () => void;
}

export const usePlayerStore = create<PlayerState>()((set) => ({
  isOpen: false,
  wanted: false,
  prefetch: false,
  request: null,
  open: (request) => set({ isOpen: true, request }),
  close: () => set({ isOpen: false, request: null }),
  prepare: () => set({ wanted: true }),
  prefetchAhead: () => set({ prefetch: true }),
}));

/** Non-React callers (event handlers in other stores, tests). */
export const openPlayer = (request: PlayerRequest): void => usePlayerStore.getState().open(request);
export const closePlayer = (): void => usePlayerStore.getState().close();
/**
 * Play intent (pointer enter, focus or touch start on a Play / trailer button): the shell mounts
 * the player now, so its code runs before the click lands; the player stays mounted after.
 */
export const intendToPlay = (): void => {
  if (!usePlayerStore.getState().wanted) usePlayerStore.getState().prepare();
};
/**
 * @deprecated Kept for live remotes built against player-store 0.1.1, whose title page calls it as
 * it shows (the store is a singleton: removing it would break them under a newer shell). It keeps
 * their behaviour, the player mounted at once. New code calls prefetchPlayer and intendToPlay.
 */
export const preparePlayer = (): void => intendToPlay();
/**
 * A page whose Play button is likely to be pressed (a title's detail page) says so: the shell
 * downloads the player's files at low priority once the page has settled, without running them,
 * so nothing of the player sits on the page's critical path (issue 12).
 */
export const prefetchPlayer = (): void => {
  if (!usePlayerStore.getState().prefetch) usePlayerStore.getState().prefetchAhead();
};
