export type { PlayerClosed } from './closed-signal';
export { onPlayerClosed, reportPlayerClosed, usePlayerClosedStore } from './closed-signal';
export type { PlayerKind, PlayerRequest, PlayerState } from './player-store';
export {
  closePlayer,
  intendToPlay,
  openPlayer,
  prefetchPlayer,
  preparePlayer,
  usePlayerStore,
} from './player-store';
