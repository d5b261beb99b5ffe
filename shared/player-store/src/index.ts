export type { PlayerKind, PlayerRequest, PlayerState } from './player-store';
export { closePlayer, openPlayer, preparePlayer, usePlayerStore } from './player-store';
