import { useEffect, useRef } from 'react';
import {
  CLOSE_MARK,
  keepsNativeArrows,
  keepsNativeSpace,
  type PlayerAction,
  playerActionForKey,
} from './playerKeys';

export type PlayerActions = Record<PlayerAction, () => void>;

/**
 * Player shortcuts while the dialog is open. Listens on the document because the dialog traps
 * focus anyway and a shortcut must work whichever control has focus.
 */
export function usePlayerKeyboard(actions: PlayerActions): void {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action = playerActionForKey(event.key);
      if (!action) return;
      if (event.key === ' ' && keepsNativeSpace(event.target)) return;
      if (event.key.startsWith('Arrow') && keepsNativeArrows(event.target)) return;
      event.preventDefault();
      latest.current[action]();
    };
    // A button activates on Space's keyup: the close button must not see it.
    const onKeyUp = (event: KeyboardEvent) => {
      const onClose = event.target instanceof HTMLElement && event.target.closest(`[${CLOSE_MARK}]`);
      if (event.key === ' ' && onClose) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, []);
}
