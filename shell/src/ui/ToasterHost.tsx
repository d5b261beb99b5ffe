import { hasCarriedToast } from '@premieres/ui/plain/carried-toast';
import { TOAST_WANTED_EVENT } from '@premieres/ui/plain/notify';
import { UiIsland } from '@premieres/ui/plain/ui-island';
import { lazy, Suspense, useEffect, useState } from 'react';

const DeferredToaster = lazy(() =>
  import('../chrome/DeferredToaster').then((module) => ({ default: module.DeferredToaster })),
);

/**
 * The toast view of a page drawn without the UI kit: it loads the kit (in an island) when the page
 * asks for its first toast (`notify` from @premieres/ui/plain/notify) or a previous page carried
 * one over, not before.
 */
export function ToasterHost() {
  const [wanted, setWanted] = useState(hasCarriedToast);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    window.addEventListener(TOAST_WANTED_EVENT, want);
    return () => window.removeEventListener(TOAST_WANTED_EVENT, want);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <UiIsland>
      <Suspense fallback={null}>
        <DeferredToaster />
      </Suspense>
    </UiIsland>
  );
}
