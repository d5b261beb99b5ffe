import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds` once a second while `running`, then calls `onDone` once. Plain
 * timers, so tests drive it with fake timers instead of waiting.
 */
export function useCountdown(running: boolean, seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!running) {
      setLeft(seconds);
      return;
    }
    let remaining = seconds;
    setLeft(remaining);
    const timer = setInterval(() => {
      remaining -= 1;
      setLeft(remaining);
      if (remaining <= 0) {
        clearInterval(timer);
        done.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, seconds]);
  return left;
}
