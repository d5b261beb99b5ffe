import { PlainSpinner } from '@premieres/ui/src/plain/PlainSpinner';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { loadedRemoteApp, loadRemoteApp } from '../federation/load-remote-app';
import { WithUi } from '../ui/WithUi';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// A lazy chunk of the shell's own build (served from the shell's origin, not the failed remote's):
// it uses the UI kit, which '/' does not load until something fails.
const RemoteUnavailable = lazy(() =>
  import('./RemoteUnavailable').then((module) => ({ default: module.RemoteUnavailable })),
);

interface Props {
  remote: string;
  /** The exposed module, './App' by default. */
  expose?: string;
  /** What to show while loading (default: a spinner). */
  loading?: ComponentType;
}

/**
 * Mounts a remote's exposed component inside Suspense and an error boundary. Retry builds a new
 * lazy component: React.lazy caches a rejection forever.
 */
export function RemoteMount({ remote, expose = 'App', loading: Loading = PlainSpinner }: Props) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      // A module loaded already (the player, loaded on Play intent) renders at once: through
      // Suspense its reveal would wait for React's 300 ms fallback throttle.
      (attempt === 0 ? loadedRemoteApp(remote, expose)?.default : undefined) ??
      lazy(() => loadRemoteApp(remote, expose, attempt > 0)),
    [remote, expose, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      fallback={() => (
        <Suspense fallback={<PlainSpinner />}>
          <WithUi>
            <RemoteUnavailable onRetry={() => setAttempt((n) => n + 1)} />
          </WithUi>
        </Suspense>
      )}
    >
      <Suspense fallback={<Loading />}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
