/** What a key does in the player (Space/K play-pause, M mute, F full screen, C subtitles, ←/→ seek 10 s, ↑/↓ volume). */
export type PlayerAction =
  | 'toggle-play'
  | 'toggle-mute'
  | 'toggle-fullscreen'
  | 'toggle-subtitles'
  | 'seek-back'
  | 'seek-forward'
  | 'volume-up'
  | 'volume-down';

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function playerActionForKey(key: string): PlayerAction | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
    case 'k':
    case 'K':
      return 'toggle-play';
    case 'm':
    case 'M':
      return 'toggle-mute';
    case 'f':
    case 'F':
      return 'toggle-fullscreen';
    case 'c':
    case 'C':
      return 'toggle-subtitles';
    case 'ArrowLeft':
      return 'seek-back';
    case 'ArrowRight':
      return 'seek-forward';
    case 'ArrowUp':
      return 'volume-up';
    case 'ArrowDown':
      return 'volume-down';
    default:
      return null;
  }
}

/** Marks the dialog's close button: Space there plays/pauses instead of closing the player. */
export const CLOSE_MARK = 'data-player-close';

/**
 * Space keeps its native meaning on a focused button or link (it activates that control), except
 * on the close button: Space must never close the player.
 */
export function keepsNativeSpace(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target.closest(`[${CLOSE_MARK}]`)) return false;
  return target.closest('button, a, [role="button"], [role="menuitemradio"]') !== null;
}

/** Arrow keys keep their meaning inside an open menu (moving between its items). */
export function keepsNativeArrows(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && target.closest('[role="menu"]') !== null;
}

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatTime(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
