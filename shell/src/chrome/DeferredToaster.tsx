import { AppToaster, toaster } from '@premieres/ui';
import { useEffect, useState } from 'react';

/**
 * Mounts the toast view when the first toast is created (it then shows toasts created before it
 * mounted): a visitor's first page does not download it.
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (needed) return;
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? <AppToaster /> : null;
}
