import { SCROLLBAR_HIDE_DELAY } from '@premieres/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The scrollbar shows while a row scrolls and hides after SCROLLBAR_HIDE_DELAY ms without scrolling. */
export function useAutoHideScrollbar(delayMs: number = SCROLLBAR_HIDE_DELAY): {
  visible: boolean;
  onScroll: () => void;
} {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const onScroll = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), delayMs);
  }, [delayMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, onScroll };
}
