import { useAuthStore } from '@premieres/auth-store';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { DownloadButton } from './DownloadButton';
import { holdsDownloads } from './held-hint';

// The download manager is not on the title page's critical path (issue 28: JS before interactive).
const loadControl = () => import(/* webpackChunkName: "downloads" */ './DownloadControl');
const DownloadControl = lazy(() => loadControl().then((m) => ({ default: m.DownloadControl })));
const warm = () => void loadControl().catch(() => undefined);

/**
 * The Download control for signed-in members (the API answers the plan's upsell or refusals). A
 * browser that holds downloads loads the manager with the page (a held title shows as downloaded,
 * an interrupted download carries on); any other draws the plain Download button, loads the manager
 * on intent (pointer over it, focus) and opens the quality choice once it has.
 */
export function LazyDownloadControl(props: Omit<ComponentProps<typeof DownloadControl>, 'choosing'>) {
  const signedIn = useAuthStore((state) => state.user !== null);
  const [wanted, setWanted] = useState(holdsDownloads);
  const [pressed, setPressed] = useState(false);
  if (!signedIn) return null;
  const button = (
    <DownloadButton
      label={props.label}
      compact={props.compact ?? false}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => {
        setPressed(true);
        setWanted(true);
      }}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <DownloadControl {...props} choosing={pressed} />
    </Suspense>
  );
}
