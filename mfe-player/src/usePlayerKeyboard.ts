import { useEffect, useRef } from 'react';
import { keepsNativeSpace, type PlayerAction, playerActionForKey } from './playerKeys';

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
      event.preventDefault();
      latest.current[action]();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
