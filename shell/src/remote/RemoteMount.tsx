import { useLoaded } from '@premieres/ui/plain/loadable';
import { PlainSpinner } from '@premieres/ui/plain/PlainSpinner';
import { type ComponentType, lazy, Suspense, useState } from 'react';
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
 * Mounts a remote's exposed component inside an error boundary; Retry loads it again. It switches
 * from `loading` to the remote by state, not through Suspense: React holds back a suspended
 * boundary's reveal until 300 ms after its fallback showed (issue 12), and a module loaded already
 * (the page's remote, started by the entry; the player, on Play intent) draws at once.
 */
export function RemoteMount({ remote, expose = 'App', loading: Loading = PlainSpinner }: Props) {
  const [attempt, setAttempt] = useState(0);
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
      <LoadedRemote
        key={`${remote}/${expose}`}
        remote={remote}
        expose={expose}
        retry={attempt > 0}
        Loading={Loading}
      />
    </RemoteErrorBoundary>
  );
}

function LoadedRemote({
  remote,
  expose,
  retry,
  Loading,
}: {
  remote: string;
  expose: string;
  retry: boolean;
  Loading: ComponentType;
}) {
  const module = useLoaded(retry ? undefined : loadedRemoteApp(remote, expose), () =>
    loadRemoteApp(remote, expose, retry),
  );
  if (!module) return <Loading />;
  const Remote = module.default;
  // A remote that suspends inside without a boundary of its own still gets a fallback.
  return (
    <Suspense fallback={<Loading />}>
      <Remote />
    </Suspense>
  );
}
