export type { PlayerKind, PlayerRequest, PlayerState } from './player-store';
export { closePlayer, openPlayer, usePlayerStore } from './player-store';
