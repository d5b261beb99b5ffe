import { useAuthStore } from '@premieres/auth-store';
import { type ComponentProps, lazy, Suspense } from 'react';

// The download manager is not on the title page's critical path: it loads after the page.
const DownloadControl = lazy(() =>
  import(/* webpackChunkName: "downloads" */ './DownloadControl').then((m) => ({
    default: m.DownloadControl,
  })),
);

/** The Download control for signed-in members (the API answers the plan's upsell or refusals). */
export function LazyDownloadControl(props: ComponentProps<typeof DownloadControl>) {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <DownloadControl {...props} />
    </Suspense>
  );
}
