import { SPEED_TEST, type SpeedTestResult, simulateSpeedTest } from '@premieres/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SpeedTestStatus = 'idle' | 'running' | 'done';

/** Spec §9: 10 steps of 300 ms, then simulated download, upload and ping figures. */
export function useSpeedTest(random: () => number = Math.random) {
  const [status, setStatus] = useState<SpeedTestStatus>('idle');
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<SpeedTestResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setStatus('running');
    setStep(0);
    setResult(null);
    const advance = (next: number) => {
      timer.current = setTimeout(() => {
        setStep(next);
        if (next < SPEED_TEST.steps) {
          advance(next + 1);
        } else {
          setResult(simulateSpeedTest(random));
          setStatus('done');
        }
      }, SPEED_TEST.stepMs);
    };
    advance(1);
  }, [random]);

  return { status, progress: Math.round((step / SPEED_TEST.steps) * 100), result, start };
}
